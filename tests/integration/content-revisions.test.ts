import { PUT as replaceEvent, DELETE as removeEvent } from '@/app/api/admin/events/[id]/route';
import { GET as eventHistory } from '@/app/api/admin/events/[id]/revisions/route';
import { GET as oneEventRevision, POST as restoreEvent } from '@/app/api/admin/events/[id]/revisions/[revision]/route';
import { POST as createEvent } from '@/app/api/admin/events/route';
import { PUT as savePage } from '@/app/api/admin/pages/[slug]/route';
import { GET as pageHistory } from '@/app/api/admin/pages/[slug]/revisions/route';
import { POST as restorePage } from '@/app/api/admin/pages/[slug]/revisions/[revision]/route';
import { connectDb } from '@/lib/db/connect';
import type { PublicEvent } from '@/lib/events/types';
import type { StoredPage } from '@/lib/pages/reads';
import { RevisionModel } from '@/models/revision';
import { SiteEventModel } from '@/models/site-event';
import { SitePageModel } from '@/models/site-page';
import { adminRequest, ctx } from './support/admin-routes';
import { staffMember } from './support/api';

let token = '';
beforeAll(async () => {
  await connectDb();
  token = (await staffMember('editor')).token;
});
beforeEach(async () => {
  await SiteEventModel.deleteMany({});
  await SitePageModel.deleteMany({});
  await RevisionModel.deleteMany({});
});
afterAll(async () => (await connectDb()).disconnect());

const words = (title: string, arTitle = 'اسألنا ما شئت') => ({
  en: { title, description: 'An hour of questions.', location: 'Online' },
  ar: { title: arTitle, description: 'ساعة من الأسئلة.', location: 'عبر الإنترنت' },
});
const event = (text = words('Ask us anything'), extra: Record<string, unknown> = {}) => ({
  slug: 'ask-us',
  type: 'webinar',
  mode: 'online',
  timeZone: 'Africa/Casablanca',
  start: '2027-01-05T18:00',
  end: '2027-01-05T19:00',
  text,
  ...extra,
});
const putEvent = (id: string, body: unknown) =>
  replaceEvent(adminRequest('PUT', `/api/admin/events/${id}`, token, body), ctx({ id }));
const eventOf = async (response: Response) => ((await response.json()) as { event: PublicEvent }).event;
const eventRevisions = async (id: string) =>
  (await (await eventHistory(adminRequest('GET', `/x`, token), ctx({ id }))).json()) as { revision: number }[];

async function created() {
  const response = await createEvent(adminRequest('POST', '/api/admin/events', token, event()));
  expect(response.status).toBe(201);
  return eventOf(response);
}

describe('event history', () => {
  it('refuses a save from an older revision with 409 and writes nothing; API clients without one still save', async () => {
    const first = await created();
    expect(first.revision).toBe(1);
    expect((await eventOf(await putEvent(first.id, event(words('Second'), { baseRevision: 1 })))).revision).toBe(2);
    const stale = await putEvent(first.id, event(words('Stale'), { baseRevision: 1 }));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ currentRevision: 2 });
    const stored = await SiteEventModel.findById(first.id).lean();
    expect(stored).toMatchObject({ revision: 2, text: { en: { title: 'Second' } } });
    expect((await eventRevisions(first.id)).map((r) => r.revision)).toEqual([2, 1]);
    expect((await eventOf(await putEvent(first.id, event(words('Client'))))).revision).toBe(3);
  });

  it('restores an old revision as a new one, and a stale restore is a 409', async () => {
    const first = await created();
    await putEvent(first.id, event(words('Renamed'), { baseRevision: 1 }));
    const kept = await oneEventRevision(adminRequest('GET', '/x', token), ctx({ id: first.id, revision: '1' }));
    expect((await kept.json()).snapshot).toMatchObject({
      titleEn: 'Ask us anything',
      start: '2027-01-05T18:00:00.000Z',
    });
    const restore = (baseRevision: number) =>
      restoreEvent(adminRequest('POST', '/x', token, { baseRevision }), ctx({ id: first.id, revision: '1' }));
    expect((await restore(1)).status).toBe(409);
    const restored = await eventOf(await restore(2));
    expect(restored).toMatchObject({ revision: 3, start: '2027-01-05T18:00:00.000Z' });
    expect(restored.text.en.title).toBe('Ask us anything');
    const list = (await eventRevisions(first.id)) as { revision: number; action: string; restoredFrom: number }[];
    expect(list[0]).toMatchObject({ revision: 3, action: 'restore', restoredFrom: 1 });
  });

  it('flags the language not changed as outdated until its own words are saved', async () => {
    const first = await created();
    const english = await eventOf(await putEvent(first.id, event(words('Only English changed'), { baseRevision: 1 })));
    expect(english.outdatedLanguages).toEqual(['ar']);
    const arabic = await eventOf(
      await putEvent(first.id, event(words('Only English changed', 'عنوان جديد'), { baseRevision: 2 })),
    );
    expect(arabic.outdatedLanguages).toEqual(['en']);
    const both = await eventOf(await putEvent(first.id, event(words('Both', 'كلاهما'), { baseRevision: 3 })));
    expect(both.outdatedLanguages).toEqual([]);
  });

  it('deleting an event deletes its history', async () => {
    const first = await created();
    await putEvent(first.id, event(words('Second'), { baseRevision: 1 }));
    expect(await RevisionModel.countDocuments({ kind: 'event', itemId: first.id })).toBe(2);
    const gone = await removeEvent(adminRequest('DELETE', '/x', token), ctx({ id: first.id }));
    expect(gone.status).toBe(204);
    expect(await RevisionModel.countDocuments({ kind: 'event', itemId: first.id })).toBe(0);
    expect((await eventHistory(adminRequest('GET', '/x', token), ctx({ id: first.id }))).status).toBe(404);
  });
});

const pageText = (en: string, ar: string) => ({
  en: { title: 'Privacy', body: en },
  ar: { title: 'الخصوصية', body: ar },
});
const putPage = (body: unknown) => savePage(adminRequest('PUT', '/x', token, body), ctx({ slug: 'privacy' }));
const pageOf = async (response: Response) => ((await response.json()) as { page: StoredPage }).page;

describe('page history', () => {
  it('numbers a never-saved page 0, its first save 1; a stale save is a 409 and writes nothing', async () => {
    expect((await pageOf(await putPage({ text: pageText('One', 'واحد'), baseRevision: 0 }))).revision).toBe(1);
    expect((await pageOf(await putPage({ text: pageText('Two', 'اثنان'), baseRevision: 1 }))).revision).toBe(2);
    const stale = await putPage({ text: pageText('Stale', 'قديم'), baseRevision: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ currentRevision: 2 });
    expect(await SitePageModel.findById('privacy').lean()).toMatchObject({
      revision: 2,
      text: { en: { body: 'Two' } },
    });
    // An editor opened while the page was never saved (revision 0) is refused too: it exists now.
    expect((await putPage({ text: pageText('Late', 'متأخر'), baseRevision: 0 })).status).toBe(409);
    expect((await putPage({ text: pageText('Client', 'عميل') })).status).toBe(200);
  });

  it('restores a revision as a new one, and flags the other language until it is saved', async () => {
    await putPage({ text: pageText('One', 'واحد'), baseRevision: 0 });
    const english = await pageOf(await putPage({ text: pageText('Two', 'واحد'), baseRevision: 1 }));
    expect(english.outdatedLanguages).toEqual(['ar']);
    const restored = await pageOf(
      await restorePage(
        adminRequest('POST', '/x', token, { baseRevision: 2 }),
        ctx({ slug: 'privacy', revision: '1' }),
      ),
    );
    expect(restored).toMatchObject({ revision: 3, text: { en: { body: 'One' } } });
    expect(restored.outdatedLanguages).toEqual(['ar']);
    const arabic = await pageOf(await putPage({ text: pageText('One', 'جديد'), baseRevision: 3 }));
    expect(arabic.outdatedLanguages).toEqual(['en']);
    const list = (await (await pageHistory(adminRequest('GET', '/x', token), ctx({ slug: 'privacy' }))).json()) as {
      revision: number;
      action: string;
    }[];
    expect(list.map((r) => [r.revision, r.action])).toEqual([
      [4, 'save'],
      [3, 'restore'],
      [2, 'save'],
      [1, 'save'],
    ]);
  });
});
