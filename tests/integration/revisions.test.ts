import { connectDb } from '@/lib/db/connect';
import { DELETE } from '@/app/api/blogs/[id]/route';
import { GET as history } from '@/app/api/blogs/[id]/revisions/route';
import { GET as oneRevision, POST as restore } from '@/app/api/blogs/[id]/revisions/[revision]/route';
import { forgetPostIndex } from '@/lib/posts/index/live';
import { diffSnapshots, diffText } from '@/lib/revisions/diff';
import { outdatedAfterSave } from '@/lib/revisions/translation-state';
import { PostModel } from '@/models/post';
import { RevisionModel } from '@/models/revision';
import { adminToken, auth, jsonRequest, params } from './support/api';
import { ar, en, postApi, stored } from './support/posts';

let token = '';
const { created, put } = postApi(() => token);
const at = (id: string, revision = '') => params({ id, revision });
const revisions = async (id: string) =>
  (await history(new Request(`http://localhost/x`, { headers: auth(token) }), at(id))).json();
const restoreTo = (id: string, n: number, baseRevision?: number) =>
  restore(jsonRequest(`/api/blogs/${id}/revisions/${n}`, { baseRevision }, auth(token)), at(id, String(n)));

beforeAll(async () => {
  token = await adminToken();
});
beforeEach(async () => {
  await PostModel.deleteMany({});
  await RevisionModel.deleteMany({});
  forgetPostIndex();
});
afterAll(async () => (await connectDb()).disconnect());

test('a save from an older revision is refused with 409 and the stored one, and changes nothing', async () => {
  const post = await created(en('First words'));
  expect(post.revision).toBe(1);
  const second = await put(post._id, en('Second words', { baseRevision: '1' }));
  expect((await second.json()).revision).toBe(2);
  const stale = await put(post._id, en('Stale words', { baseRevision: '1' }));
  expect(stale.status).toBe(409);
  expect((await stale.json()).currentRevision).toBe(2);
  expect((await stored(post._id))!.title).toBe('Second words');
  // An API client that names no revision still saves (over the stored one).
  expect((await put(post._id, en('Client words'))).status).toBe(200);
  expect((await stored(post._id))!.revision).toBe(3);
});

test('two saves from the same revision at once: exactly one wins, the other gets 409', async () => {
  const post = await created(en('Shared'));
  const answers = await Promise.all([
    put(post._id, en('From Amina', { baseRevision: '1' })),
    put(post._id, en('From Omar', { baseRevision: '1' })),
  ]);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  const winner = await answers.find((r) => r.status === 200)!.json();
  expect((await stored(post._id))!.title).toBe(winner.title);
  expect((await revisions(post._id)).map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
});

test('a revision record left by a save that died before writing its post does not block the post', async () => {
  const post = await created(en('Orphaned'));
  const orphan = {
    kind: 'post',
    itemId: post._id,
    revision: 2,
    staffName: 'Gone',
    action: 'save' as const,
    snapshot: {},
  };
  await RevisionModel.create({ ...orphan, _id: `post:${post._id}:2`, savedAt: new Date(Date.now() - 5_000) });
  // A few seconds old: it may be a save in flight, so this one waits its turn (409).
  expect((await put(post._id, en('Blocked', { baseRevision: '1' }))).status).toBe(409);
  await RevisionModel.updateOne({ _id: `post:${post._id}:2` }, { $set: { savedAt: new Date(Date.now() - 120_000) } });
  expect((await put(post._id, en('Saved anyway', { baseRevision: '1' }))).status).toBe(200);
  expect((await revisions(post._id))[0]).toMatchObject({ revision: 2, staffName: expect.not.stringMatching('Gone') });
});

test('history lists who changed what; a restore is a new revision with the old text', async () => {
  const post = await created(en('Kept title', { content: 'The quick brown fox' }));
  await put(post._id, en('Kept title', { content: 'The slow brown fox', baseRevision: '1' }));
  const list = await revisions(post._id);
  expect(list[0]).toMatchObject({ revision: 2, staffName: expect.any(String), changed: ['content'], action: 'save' });
  const res = await restoreTo(post._id, 1, 1); // stale base: the post is at 2
  expect(res.status).toBe(409);
  const ok = await restoreTo(post._id, 1, 2);
  expect(ok.status).toBe(200);
  expect(await ok.json()).toMatchObject({ revision: 3, content: 'The quick brown fox' });
  const after = await revisions(post._id);
  expect(after.map((r: { revision: number }) => r.revision)).toEqual([3, 2, 1]);
  expect(after[0]).toMatchObject({ action: 'restore', restoredFrom: 1, changed: ['content'] });
  const one = await oneRevision(new Request('http://localhost/x', { headers: auth(token) }), at(post._id, '2'));
  expect((await one.json()).snapshot.content).toBe('The slow brown fox');
});

test('a post saved before history began keeps its old state as revision 0', async () => {
  const post = await created(en('Old post'));
  await PostModel.collection.updateOne(
    { _id: PostModel.castObject({ _id: post._id })._id },
    { $unset: { revision: '' } },
  );
  await RevisionModel.deleteMany({});
  expect((await put(post._id, en('Edited old post', { baseRevision: '0' }))).status).toBe(200);
  const list = await revisions(post._id);
  expect(list.map((r: { revision: number; action: string }) => [r.revision, r.action])).toEqual([
    [1, 'save'],
    [0, 'baseline'],
  ]);
});

test('deleting a post deletes its history', async () => {
  const post = await created(en('Short lived'));
  const other = await created(en('Stays'));
  await put(post._id, en('Short lived, edited'));
  const res = await DELETE(new Request('http://localhost/x', { method: 'DELETE', headers: auth(token) }), at(post._id));
  expect(res.status).toBe(204);
  expect(await RevisionModel.countDocuments({ itemId: post._id })).toBe(0);
  expect(await RevisionModel.countDocuments({ itemId: other._id })).toBe(1);
});

test('a changed text flags the translation as possibly outdated until it is saved', async () => {
  const a = await created(en('Original', { content: 'One' }));
  const b = await created(ar('الترجمة', { translationId: a._id }));
  expect((await stored(b._id))!.translationOutdated).toBe(false);
  await put(a._id, en('Original', { content: 'One', status: 'draft' })); // no words changed
  expect((await stored(b._id))!.translationOutdated).toBe(false);
  await put(a._id, en('Original', { content: 'One and two' }));
  expect((await stored(b._id))!.translationOutdated).toBe(true);
  expect((await stored(a._id))!.translationOutdated).toBe(false);
  await put(b._id, ar('الترجمة', { content: 'واحد واثنان' }));
  expect((await stored(b._id))!.translationOutdated).toBe(false);
  expect((await stored(a._id))!.translationOutdated).toBe(true); // now the English may be behind
});

test('the diff shows changed words per field, and a two-language item flags the untouched language', () => {
  expect(diffText('The quick brown fox', 'The slow brown fox')).toEqual([
    { op: 'same', text: 'The ' },
    { op: 'removed', text: 'quick' },
    { op: 'added', text: 'slow' },
    { op: 'same', text: ' brown fox' },
  ]);
  expect(diffText('مرحبا بالعالم', 'مرحبا بالجميع').filter((p) => p.op !== 'same')).toHaveLength(2);
  const long = 'line\n'.repeat(20_000);
  expect(diffText(long, `${long}end`).at(-1)).toEqual({ op: 'added', text: 'end' });
  // A long text rewritten throughout still reads back as both whole versions.
  const older = Array.from({ length: 5_000 }, (_, i) => `old${i}`).join(' ');
  const newer = Array.from({ length: 5_000 }, (_, i) => `new${i}`).join(' ');
  const rewrite = diffText(older, newer);
  const side = (op: string) =>
    rewrite
      .filter((p) => p.op !== op)
      .map((p) => p.text)
      .join('');
  expect([side('added'), side('removed')]).toEqual([older, newer]);
  const fields = diffSnapshots(
    { 'title.en': 'A', 'title.ar': 'ب', on: true },
    { 'title.en': 'B', 'title.ar': 'ب', on: true },
  );
  expect(fields.map((f) => f.field)).toEqual(['title.en']);
  const event = { name: 'event', languages: { en: ['title.en'], ar: ['title.ar'] } };
  expect(outdatedAfterSave(event, ['title.en'], [])).toEqual(['ar']);
  expect(outdatedAfterSave(event, ['title.ar'], ['ar'])).toEqual(['en']);
  expect(outdatedAfterSave(event, ['startsAt'], ['ar'])).toEqual(['ar']);
});
