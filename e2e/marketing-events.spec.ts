import { expect, test } from '@playwright/test';
import { locales, messages, plain, url } from './marketing-fixtures';

// Dates in the page's language: US English long form on English pages.
const dates = {
  en: {
    webinar: 'December 10, 2026',
    summit: 'March 16, 2027',
    ceremony: 'September 26, 2026',
    workshop: 'June 20, 2026',
  },
  ar: { webinar: '10 ديسمبر 2026', summit: '16 مارس 2027', ceremony: '26 سبتمبر 2026', workshop: '20 يونيو 2026' },
};
const attendees = {
  en: { webinar: '200 attendees', summit: '500 attendees', ceremony: '300 attendees', workshop: '50 attendees' },
  ar: { webinar: '200 مشارك', summit: '500 مشارك', ceremony: '300 مشارك', workshop: '50 مشاركاً' },
};

for (const locale of locales) {
  const m = messages[locale];
  const e = m.EventsPage;

  test(`events lists upcoming and past events with date, time, place, type and attendance (${locale})`, async ({
    page,
  }) => {
    await page.goto(url(locale, '/events'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(e.hero.title));

    const upcoming = page.getByTestId('upcoming-item');
    const past = page.getByTestId('past-item');
    await expect(page.getByRole('heading', { level: 2, name: e.upcoming.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: e.past.title })).toBeVisible();
    await expect(upcoming).toHaveCount(2);
    await expect(past).toHaveCount(2);

    const cards = [
      [upcoming.nth(0), 'webinar', e.types.webinar, e.status.upcoming, /6:00.*7:30/],
      [upcoming.nth(1), 'summit', e.types.conference, e.status.upcoming, /9:00.*5:00/],
      [past.nth(0), 'ceremony', e.types.ceremony, e.status.past, /7:00.*10:00/],
      [past.nth(1), 'workshop', e.types.workshop, e.status.past, /10:00.*4:00/],
    ] as const;
    for (const [card, id, type, status, time] of cards) {
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(e.events[id].title);
      for (const text of [type, status, e.events[id].location, dates[locale][id], attendees[locale][id]])
        await expect(card).toContainText(text);
      await expect(card).toContainText(time);
    }
    if (locale === 'en') await expect(upcoming.nth(1)).toContainText('9:00 AM – 5:00 PM');

    await expect(page.getByText(plain(e.timeZoneNote))).toBeVisible();
    await page.getByRole('link', { name: e.past.viewHighlights }).click();
    await expect(page).toHaveURL(new RegExp(`${url(locale, '/blog')}$`));
  });

  test(`events ends with the Stay Updated box (${locale})`, async ({ page }) => {
    await page.goto(url(locale, '/events'));
    const box = page.getByRole('region', { name: e.stayUpdated.title });
    await expect(box).toBeVisible();
    await expect(box).toContainText(e.stayUpdated.text);
  });
}
