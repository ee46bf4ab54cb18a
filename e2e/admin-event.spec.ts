import { expect } from '@playwright/test';
import ICAL from 'ical.js';
import en from '../messages/en.json';
import { test } from './fixtures';
import { uniqueWord } from './support/blog-api';
import { COUNTS_HINT, eventually } from './support/eventually';
import { startOwnSite, type OwnSite } from './support/own-site';

// On a site of its own: the added event shows on every events list until it is gone, and the page
// specs count the shipped events, so on the shared site it had to wait for all of them. Here it runs
// in the `waits` project beside them (playwright.config.ts), its minute of waiting on the clock
// overlapping their work. The database deadline is the shared e2e server's (e2e-server.ts).

// The team's time zone, as the admin's form offers it (TEAM_TIME_ZONE's default).
const ZONE = 'Africa/Casablanca';
const c = en.AdminContent;
let site: OwnSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnSite({ DB_TIMEOUT_MS: '5000' });
});
test.afterAll(async () => {
  await site?.stop();
});

/** A wall-clock time in ZONE with seconds, as a datetime-local input holds it. */
function wallClock(at: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
  return parts.replace(' ', 'T');
}

test('an event added in the admin shows on /events, /ar/events and home, exports an .ics, then moves to Past by itself', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  consoleErrors.allow(COUNTS_HINT);
  const slug = uniqueWord('event');
  const title = { en: `Live Q&A ${slug}`, ar: `جلسة أسئلة ${slug}` };
  const at = (path: string) => `${site.base}${path}`;
  const token = await site.ownerToken();
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto(at('/admin'));
  await page
    .getByRole('navigation', { name: en.AdminInbox.adminNav })
    .getByRole('button', { name: en.AdminInbox.tabs.events })
    .click();
  await page.getByRole('button', { name: c.events.add }).click();
  await page.getByLabel(c.events.fields.slug).fill(slug);
  await page.getByLabel(c.events.fields.type).selectOption('webinar');
  await page.getByLabel(c.events.fields.mode).selectOption('online');
  await expect(page.getByLabel(c.events.fields.timeZone)).toHaveValue(ZONE);
  await page.getByLabel(c.events.fields.start).fill(wallClock(Date.now() - 10 * 60_000));
  // Ends 45 s from now: upcoming on the three pages first, then past without anyone saving anything.
  const end = Date.now() + 45_000;
  await page.getByLabel(c.events.fields.end).fill(wallClock(end));
  for (const [language, legend] of [
    ['en', c.english],
    ['ar', c.arabic],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel(c.events.fields.title).fill(title[language]);
    await group
      .getByLabel(c.events.fields.description)
      .fill(language === 'en' ? 'Questions, answers.' : 'أسئلة وأجوبة.');
    await group.getByLabel(c.events.fields.location).fill(language === 'en' ? 'Online' : 'عبر الإنترنت');
  }
  await page.getByRole('button', { name: c.save, exact: true }).click();
  await expect(page.getByTestId('admin-upcoming-events')).toContainText(title.en);

  await eventually(page, at('/events'), () =>
    expect(page.getByTestId('upcoming-item').filter({ hasText: title.en })).toHaveCount(1),
  );
  await eventually(page, at('/ar/events'), () =>
    expect(page.getByTestId('upcoming-item').filter({ hasText: title.ar })).toHaveCount(1),
  );
  await eventually(page, at('/'), () => expect(page.getByTestId('home-upcoming')).toContainText(title.en));

  const ics = await request.get(at(`/api/events/${slug}/ics`));
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!);
  expect(vevent.summary).toBe(title.en);
  expect(Math.abs(vevent.endDate.toJSDate().getTime() - end)).toBeLessThan(1000);

  // Its end passes: the cached pages were kept no longer than that, so they move it by themselves.
  await eventually(
    page,
    at('/events'),
    () => expect(page.getByTestId('past-item').filter({ hasText: title.en })).toHaveCount(1),
    end - Date.now() + 45_000,
  );
  expect(Date.now()).toBeGreaterThanOrEqual(end); // and not before
  await eventually(page, at('/ar/events'), () =>
    expect(page.getByTestId('past-item').filter({ hasText: title.ar })).toHaveCount(1),
  );
});
