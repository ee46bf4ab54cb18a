import { expect, test, type Page } from '@playwright/test';
import { locales, messages, url } from './marketing-fixtures';

// The clock is installed and stopped before the page loads, so the carousel's timer runs on it
// alone: an installed clock left running goes on with real time, and on a loaded machine the
// seconds between hydration and the first check moved the slides on by themselves (CI, once).
async function openHome(page: Page, locale: 'en' | 'ar') {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(url(locale, '/'));
  const region = page.getByRole('region', { name: messages[locale].HomePage.testimonials.label });
  await expect(region).toHaveAttribute('data-hydrated', 'true');
  return region;
}

function slide(page: Page, locale: 'en' | 'ar', n: number) {
  const label = messages[locale].Sections.carousel.slideLabel.replace('{index}', String(n)).replace('{total}', '3');
  return page.getByRole('group', { name: label, exact: true });
}

for (const locale of locales) {
  const m = messages[locale];

  test(`testimonials advance every 5 s and wrap around (${locale})`, async ({ page }) => {
    const region = await openHome(page, locale);
    await expect(region).toHaveAttribute('aria-roledescription', m.Sections.carousel.roleDescription);
    await expect(slide(page, locale, 1)).toBeVisible();
    await expect(slide(page, locale, 1)).toContainText(m.HomePage.testimonials.items.yasmine.name);
    await expect(slide(page, locale, 2)).toBeHidden();

    await page.clock.runFor(4000);
    await expect(slide(page, locale, 1)).toBeVisible();
    await page.clock.runFor(1000);
    await expect(slide(page, locale, 2)).toBeVisible();
    await expect(slide(page, locale, 2)).toContainText(m.HomePage.testimonials.items.karim.content);
    await expect(slide(page, locale, 1)).toBeHidden();

    await page.clock.runFor(5000);
    await expect(slide(page, locale, 3)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(slide(page, locale, 1)).toBeVisible();
  });
}

test('each testimonial shows name, role, text and a five-star rating', async ({ page }) => {
  const m = messages.en;
  await openHome(page, 'en');
  const first = slide(page, 'en', 1);
  await expect(first.getByRole('img', { name: m.Sections.rating.replace('{rating}', '5') })).toBeVisible();
  await expect(first).toContainText(m.HomePage.testimonials.items.yasmine.role);
  await expect(first).toContainText(m.HomePage.testimonials.items.yasmine.content);
  await expect(first.locator('svg.fill-amber-400')).toHaveCount(5);
});

test('dot buttons jump to a testimonial, and rotation waits while focus is inside', async ({ page }) => {
  const m = messages.en;
  await openHome(page, 'en');
  const dots = page.getByRole('group', { name: m.Sections.carousel.choose });
  await dots.getByRole('button', { name: m.Sections.carousel.goTo.replace('{index}', '3') }).click();
  await expect(slide(page, 'en', 3)).toBeVisible();
  await expect(dots.getByRole('button', { name: m.Sections.carousel.goTo.replace('{index}', '3') })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await dots.getByRole('button', { name: m.Sections.carousel.goTo.replace('{index}', '2') }).click();
  await expect(slide(page, 'en', 2)).toBeVisible();

  // Focus stays on the dot: no rotation, and the slide is announced politely.
  await page.mouse.move(0, 0);
  await page.clock.runFor(12000);
  await expect(slide(page, 'en', 2)).toBeVisible();
  const region = page.getByRole('region', { name: m.HomePage.testimonials.label });
  await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
});

test('rotation pauses while the pointer is over the carousel', async ({ page }) => {
  const m = messages.en;
  const region = await openHome(page, 'en');
  await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  await region.hover();
  await page.clock.runFor(12000);
  await expect(slide(page, 'en', 1)).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(slide(page, 'en', 2)).toBeVisible();
  await expect(page.getByRole('button', { name: m.Sections.carousel.pause })).toBeVisible();
});

test('does not move by itself for visitors who prefer reduced motion, until they press play', async ({ page }) => {
  const m = messages.en;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const region = await openHome(page, 'en');
  await page.clock.runFor(16000);
  await expect(slide(page, 'en', 1)).toBeVisible();
  await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');

  await page.getByRole('button', { name: m.Sections.carousel.play }).click();
  await expect(page.getByRole('button', { name: m.Sections.carousel.pause })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(5000);
  await expect(slide(page, 'en', 2)).toBeVisible();
});
