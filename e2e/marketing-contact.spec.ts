import { expect, test } from '@playwright/test';
import { locales, messages, plain, url } from './marketing-fixtures';

const hours = {
  en: { weekdays: '9:00 AM – 6:00 PM', saturday: '10:00 AM – 2:00 PM' },
  ar: { weekdays: '9:00 ص – 6:00 م', saturday: '10:00 ص – 2:00 م' },
};

for (const locale of locales) {
  const m = messages[locale];
  const c = m.ContactPage;

  test(`contact shows the cards, departments, office hours and map placeholder (${locale})`, async ({ page }) => {
    await page.goto(url(locale, '/contact'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(c.hero.title));

    const cards = page.getByTestId('contact-cards-item');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0).getByRole('link', { name: 'contact@sahla.ma' })).toHaveAttribute(
      'href',
      'mailto:contact@sahla.ma',
    );
    await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', /^tel:\+212\d+$/);
    await expect(cards.nth(2)).toContainText(c.cards.location.value);
    await expect(cards.nth(3)).toContainText(c.officeHours.weekdaysShort);
    await expect(cards.nth(3)).toContainText(hours[locale].weekdays);

    await expect(page.getByRole('heading', { level: 2, name: c.form.title })).toBeVisible();

    const departments = page.getByTestId('departments-item');
    await expect(departments).toHaveCount(4);
    const expected = [
      [c.departments.items.general.title, 'info@sahla.ma'],
      [c.departments.items.support.title, 'support@sahla.ma'],
      [c.departments.items.business.title, 'business@sahla.ma'],
      [c.departments.items.press.title, 'press@sahla.ma'],
    ];
    for (const [i, [title, email]] of expected.entries()) {
      await expect(departments.nth(i).getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(departments.nth(i).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }

    const rows = page.getByTestId('office-hours-row');
    await expect(rows).toHaveText([
      `${c.officeHours.weekdays}${hours[locale].weekdays}`,
      `${c.officeHours.saturday}${hours[locale].saturday}`,
      `${c.officeHours.sunday}${c.officeHours.closed}`,
    ]);
    await expect(page.getByText(c.officeHours.reply.replace('{hours}', '24'))).toBeVisible();
    await expect(page.getByText(c.map.placeholder)).toBeVisible();
  });
}

test('the English contact page states the spec’s words', async ({ page }) => {
  await page.goto('/contact');
  for (const text of [
    'General Inquiries',
    'Technical Support',
    'Business Development',
    'Media & Press',
    'Interactive map coming soon',
    'We reply within 24 hours on business days.',
  ])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
});
