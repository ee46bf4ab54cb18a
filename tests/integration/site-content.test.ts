import { DELETE as removeEvent, PUT as replaceEvent } from '@/app/api/admin/events/[id]/route';
import { GET as listEvents, POST as createEvent } from '@/app/api/admin/events/route';
import { PUT as savePage } from '@/app/api/admin/pages/[slug]/route';
import { GET as listPages } from '@/app/api/admin/pages/route';
import { GET as getFigures, PUT as saveFigures } from '@/app/api/admin/figures/route';
import { FIGURE_DEFAULTS } from '@/lib/figures/defaults';
import { applyFigures, readFigures } from '@/lib/figures/reads';
import { homeStats } from '@/lib/content/stats';
import { GET as calendar } from '@/app/api/events/[slug]/ics/route';
import { connectDb } from '@/lib/db/connect';
import { readEvents } from '@/lib/events/reads';
import { seedEvents } from '@/lib/events/seed';
import type { PublicEvent } from '@/lib/events/types';
import { hasText, readPage } from '@/lib/pages/reads';
import { SiteEventModel } from '@/models/site-event';
import { adminRequest, ctx } from './support/admin-routes';
import { staffMember } from './support/api';

let token: string;
beforeAll(async () => {
  await connectDb();
  token = (await staffMember('editor')).token;
});
afterAll(async () => (await connectDb()).disconnect());

const event = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  type: 'webinar',
  mode: 'online',
  timeZone: 'Africa/Casablanca',
  start: '2027-01-05T18:00',
  end: '2027-01-05T19:00',
  text: {
    en: { title: 'Ask us anything', description: 'An hour of questions.', location: 'Online' },
    ar: { title: 'اسألنا ما شئت', description: 'ساعة من الأسئلة.', location: 'عبر الإنترنت' },
  },
  ...overrides,
});

describe('site content saved from the admin', () => {
  it('seeds the shipped events once on an empty database, and never again after they are deleted', async () => {
    expect(await seedEvents()).toBe(4);
    expect((await readEvents()).map((e) => e.slug).sort()).toEqual(['ceremony', 'summit', 'webinar', 'workshop']);
    expect(await seedEvents()).toBe(0);
    await SiteEventModel.deleteMany({});
    expect(await seedEvents()).toBe(0);
  });

  it('creates an event, replaces it as a new revision, serves its calendar file, deletes it', async () => {
    const created = await createEvent(adminRequest('POST', '/api/admin/events', token, event('ask-us')));
    expect(created.status).toBe(201);
    const { event: stored } = (await created.json()) as { event: PublicEvent };
    expect(stored).toMatchObject({ slug: 'ask-us', revision: 1, start: '2027-01-05T18:00:00.000Z' });

    const changed = event('ask-us', { end: '2027-01-05T20:00' });
    const replaced = await replaceEvent(
      adminRequest('PUT', `/api/admin/events/${stored.id}`, token, changed),
      ctx({ id: stored.id }),
    );
    expect(((await replaced.json()) as { event: PublicEvent }).event).toMatchObject({
      revision: 2,
      end: '2027-01-05T20:00:00.000Z',
    });

    const ics = await calendar(new Request('http://localhost/api/events/ask-us/ics?lang=ar'), ctx({ slug: 'ask-us' }));
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain('SUMMARY:اسألنا ما شئت');

    const listed = (await (await listEvents(adminRequest('GET', '/api/admin/events', token))).json()) as {
      events: PublicEvent[];
    };
    expect(listed.events.map((e) => e.slug)).toEqual(['ask-us']);
    expect(
      (await removeEvent(adminRequest('DELETE', `/api/admin/events/${stored.id}`, token), ctx({ id: stored.id })))
        .status,
    ).toBe(204);
    expect(await SiteEventModel.countDocuments()).toBe(0);
  });

  it('refuses bad input with a code per field and saves nothing', async () => {
    const bad = [
      [event('late', { end: '2027-01-05T17:00' }), { end: 'endBeforeStart' }],
      [event('zone', { timeZone: 'Atlantis/Capital' }), { timeZone: 'timeZone' }],
      [event('half', { text: { en: event('x').text.en } }), { 'text.ar': 'required' }],
    ] as const;
    for (const [body, errors] of bad) {
      const response = await createEvent(adminRequest('POST', '/api/admin/events', token, body));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: unknown }).errors).toEqual(errors);
    }
    await createEvent(adminRequest('POST', '/api/admin/events', token, event('taken')));
    const twice = await createEvent(adminRequest('POST', '/api/admin/events', token, event('taken')));
    expect(((await twice.json()) as { errors: unknown }).errors).toEqual({ slug: 'taken' });
    expect(await SiteEventModel.countDocuments()).toBe(1);
  });

  it('writes a page in both languages; an unknown slug is refused', async () => {
    const text = {
      en: { title: 'Privacy notice', body: '## What we keep\n\nYour email, to answer you.' },
      ar: { title: 'إشعار الخصوصية', body: '' },
    };
    const unknown = await savePage(
      adminRequest('PUT', '/api/admin/pages/blog', token, { text }),
      ctx({ slug: 'blog' }),
    );
    expect(unknown.status).toBe(400);
    expect((await readPage('privacy')).revision).toBe(0);

    for (const revision of [1, 2]) {
      const saved = await savePage(
        adminRequest('PUT', '/api/admin/pages/privacy', token, { text }),
        ctx({ slug: 'privacy' }),
      );
      expect(saved.status).toBe(200);
      expect((await readPage('privacy')).revision).toBe(revision);
    }
    const page = await readPage('privacy');
    expect([hasText(page, 'en'), hasText(page, 'ar')]).toEqual([true, false]);
    const pages = (await (await listPages(adminRequest('GET', '/api/admin/pages', token))).json()) as {
      pages: { slug: string }[];
    };
    expect(pages.pages).toHaveLength(12);
  });

  it('keeps the shipped figures until one is changed; a missing language is refused and saves nothing', async () => {
    const shown = await readFigures();
    expect(applyFigures(homeStats, 'home', shown, 'ar').map((s) => s.value)).toEqual(['99.9%', '50+', '99.99%']);

    const values: Record<string, { en: string; ar: string }> = {
      ...FIGURE_DEFAULTS,
      'home.languages': { en: '60+', ar: '+60' },
    };
    const partial = Object.fromEntries(Object.entries(values).filter(([id]) => id !== 'about.founded'));
    const refused = await saveFigures(adminRequest('PUT', '/api/admin/figures', token, { values: partial }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: unknown }).errors).toEqual({ 'values.about.founded': 'required' });
    expect((await readFigures()).revision).toBe(0);

    expect((await saveFigures(adminRequest('PUT', '/api/admin/figures', token, { values }))).status).toBe(200);
    const saved = await readFigures();
    expect(saved.revision).toBe(1);
    expect(applyFigures(homeStats, 'home', saved, 'ar').map((s) => s.value)).toEqual(['99.9%', '+60', '99.99%']);
    const listed = (await (await getFigures(adminRequest('GET', '/api/admin/figures', token))).json()) as {
      values: Record<string, unknown>;
    };
    expect(listed.values['projectRoadmap.phase1']).toEqual(FIGURE_DEFAULTS['projectRoadmap.phase1']);
  });
});
