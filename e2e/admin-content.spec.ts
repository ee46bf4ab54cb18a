import { expect, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { test } from './fixtures';
import { openAdmin } from './support/admin-session';
import { COUNTS_HINT, eventually } from './support/eventually';
import { uniqueWord } from './support/blog-api';

// Runs in the `content` project, after the page specs (playwright.config.ts). Alone:
// `npx playwright test e2e/admin-content.spec.ts --no-deps`.

// The team's time zone, as the admin's form offers it (TEAM_TIME_ZONE's default).
const ZONE = 'Africa/Casablanca';
const c = en.AdminContent;
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

async function clearPrivacy(request: APIRequestContext, token: string) {
  const text = { en: { title: en.Placeholder.privacy, body: '' }, ar: { title: ar.Placeholder.privacy, body: '' } };
  await request.put('/api/admin/pages/privacy', { headers: { authorization: `Bearer ${token}` }, data: { text } });
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
  const token = await openAdmin(page, request, '/admin');
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

  await eventually(page, '/events', () =>
    expect(page.getByTestId('upcoming-item').filter({ hasText: title.en })).toHaveCount(1),
  );
  await eventually(page, '/ar/events', () =>
    expect(page.getByTestId('upcoming-item').filter({ hasText: title.ar })).toHaveCount(1),
  );
  await eventually(page, '/', () => expect(page.getByTestId('home-upcoming')).toContainText(title.en));

  const ics = await request.get(`/api/events/${slug}/ics`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!);
  expect(vevent.summary).toBe(title.en);
  expect(Math.abs(vevent.endDate.toJSDate().getTime() - end)).toBeLessThan(1000);

  // Its end passes: the cached pages were kept no longer than that, so they move it by themselves.
  await eventually(
    page,
    '/events',
    () => expect(page.getByTestId('past-item').filter({ hasText: title.en })).toHaveCount(1),
    end - Date.now() + 45_000,
  );
  expect(Date.now()).toBeGreaterThanOrEqual(end); // and not before
  await eventually(page, '/ar/events', () =>
    expect(page.getByTestId('past-item').filter({ hasText: title.ar })).toHaveCount(1),
  );

  // Other specs count the shipped events: this one leaves with its event.
  const list = await request.get('/api/admin/events', { headers: { authorization: `Bearer ${token}` } });
  const { events } = (await list.json()) as { events: { id: string; slug: string }[] };
  const id = events.find((event) => event.slug === slug)!.id;
  await request.delete(`/api/admin/events/${id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('privacy text written in the admin is live in both languages and the forms link to it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  consoleErrors.allow(COUNTS_HINT);
  const words = {
    en: `We keep your email ${uniqueWord()} only to answer you.`,
    ar: `نحتفظ ببريدك ${uniqueWord()} للرد عليك فقط.`,
  };
  const token = await openAdmin(page, request, '/admin');
  try {
    await page
      .getByRole('navigation', { name: en.AdminInbox.adminNav })
      .getByRole('button', { name: en.AdminInbox.tabs.pages })
      .click();
    await page
      .getByTestId('admin-pages')
      .getByRole('listitem')
      .filter({ hasText: '/privacy' })
      .getByRole('button', { name: c.edit })
      .click();
    for (const [language, legend] of [
      ['en', c.english],
      ['ar', c.arabic],
    ] as const) {
      const group = page.getByRole('group', { name: legend });
      await group.getByLabel(c.pages.fields.title).fill(language === 'en' ? 'Privacy notice' : 'إشعار الخصوصية');
      await group
        .getByLabel(c.pages.fields.body)
        .fill(`## ${language === 'en' ? 'What we keep' : 'ما نحتفظ به'}\n\n${words[language]}`);
    }
    await page.getByRole('button', { name: c.save, exact: true }).click();
    await expect(page.getByTestId('admin-pages')).toBeVisible();

    await eventually(page, '/privacy', () => expect(page.getByTestId('site-page')).toContainText(words.en));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
    await eventually(page, '/ar/privacy', () => expect(page.getByTestId('site-page')).toContainText(words.ar));

    for (const [path, href] of [
      ['/contact', '/privacy'],
      ['/ar/contact', '/ar/privacy'],
      ['/events', '/privacy'],
    ] as const) {
      await eventually(page, path, () =>
        expect(page.getByTestId('privacy-note').first().getByRole('link')).toHaveAttribute('href', href),
      );
    }
  } finally {
    // Other specs expect the shipped "Coming soon..." privacy page.
    await clearPrivacy(request, token);
  }
});
