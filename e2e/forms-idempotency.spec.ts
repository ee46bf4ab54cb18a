import { expect, test } from './fixtures';
import { localeCases } from './support/locale-cases';

for (const { locale, prefix, m } of localeCases) {
  const c = m.ContactForm;

  test(`[${locale}] a retry after a lost answer carries the same key; the next message a new one`, async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/503/);
    const keys: string[] = [];
    let first = true;
    // The first answer is lost after the server stored the message (it answers, we say 503).
    await page.route('**/api/contact', async (route) => {
      keys.push(String(route.request().postDataJSON().idempotencyKey));
      const response = await route.fetch();
      if (!first) return route.fulfill({ response });
      first = false;
      return route.fulfill({ status: 503, json: { success: false, message: 'lost' } });
    });
    await page.goto(`${prefix}/contact`);
    const form = page.locator('form').filter({ has: page.getByLabel(c.message) });
    const send = async (name: string) => {
      await form.getByLabel(c.name).fill(name);
      await form.getByLabel(c.email).fill('retry@example.ma');
      await form.getByLabel(c.message).fill('Sent twice, stored once.');
      await form.getByRole('button', { name: c.submit }).click();
    };
    await send('Yassine');
    await expect(form.getByRole('alert')).toBeVisible();
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByRole('status')).toHaveText(c.success);
    await send('Yassine again');
    await expect.poll(() => keys.length).toBe(3);
    await page.unrouteAll({ behavior: 'wait' });
    expect(keys[0]).toMatch(/^[0-9a-f]{24}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test(`[${locale}] a name with a direction override gets the field error in the page's language`, async ({ page }) => {
    await page.goto(`${prefix}/contact`);
    const form = page.locator('form').filter({ has: page.getByLabel(c.message) });
    await form.getByLabel(c.name).fill('Ali\u202Egnp.exe');
    await form.getByLabel(c.email).fill('ali@example.ma');
    await form.getByLabel(c.message).fill('Hello');
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByText(c.errors.invisible)).toBeVisible();
    await expect(form.getByLabel(c.name)).toBeFocused();
  });
}
