import { POST as create } from '@/app/api/admin/newsletter/route';
import { GET as read, PUT as update } from '@/app/api/admin/newsletter/[id]/route';
import { POST as send } from '@/app/api/admin/newsletter/[id]/send/route';
import { POST as testSend } from '@/app/api/admin/newsletter/[id]/test/route';
import { NewsletterIssueModel } from '@/models/newsletter-issue';
import { OutboxMailModel } from '@/models/outbox-mail';
import { call, issueFields, newsletterWorld, subscribers } from './support/newsletter';

// What the editor typed is what goes out: a save names the revision it was typed over, and a
// send, schedule or test names the revision it saved; any other stored revision is refused (409).

const world = newsletterWorld();
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60_000).toISOString();

async function draft() {
  const created = await call(create, 'POST', '/api/admin/newsletter', world.token, issueFields);
  expect(created.body.revision).toBe(0);
  return created.body.id;
}
const save = (id: string, fields: object, revision?: number) =>
  call(update, 'PUT', `/api/admin/newsletter/${id}`, world.token, { ...issueFields, ...fields, revision }, id);
const sendAt = (id: string, body: object) =>
  call(send, 'POST', `/api/admin/newsletter/${id}/send`, world.token, body, id);

describe('newsletter actions pinned to the saved revision', () => {
  it('counts saves, and refuses a save typed over an older revision without changing the text', async () => {
    const id = await draft();
    const first = await save(id, { enSubject: 'Typed by Amina' }, 0);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ revision: 1, enSubject: 'Typed by Amina' });

    const late = await save(id, { enSubject: 'Typed by Omar' }, 0);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual({ form: 'stale' });
    expect((await NewsletterIssueModel.findById(id).lean())?.en.subject).toBe('Typed by Amina');
  });

  it('sends only the revision the editor saved: another one is refused and nothing is queued', async () => {
    await subscribers(2, 'en', 'confirmed');
    await subscribers(1, 'ar', 'confirmed');
    const id = await draft();
    const mine = await save(id, { enSubject: 'What I saw' }, 0);
    await save(id, { enSubject: 'Saved by someone else' }, 1);

    const refused = await sendAt(id, { mode: 'now', revision: mine.body.revision });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ form: 'stale' });
    expect(await OutboxMailModel.countDocuments({})).toBe(0);
    expect(await NewsletterIssueModel.findById(id).lean()).toMatchObject({ status: 'draft' });

    const scheduled = await sendAt(id, { mode: 'schedule', at: tomorrow(), revision: 1 });
    expect(scheduled.status).toBe(409);
    const tested = await call(testSend, 'POST', `/api/admin/newsletter/${id}/test`, world.token, { revision: 1 }, id);
    expect(tested.status).toBe(409);
    expect(world.smtp.messages).toHaveLength(0);

    const sent = await sendAt(id, { mode: 'now', revision: 2 });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', recipients: 3 });
    const subjects = await OutboxMailModel.find({}, { subject: 1 }).lean();
    expect(subjects.map((mail) => mail.subject).sort()).toEqual([
      'Saved by someone else',
      'Saved by someone else',
      issueFields.arSubject,
    ]);
    // Once sending started the text is what went out: a save over that revision is locked.
    expect((await save(id, { enSubject: 'Too late' }, 2)).body.errors).toEqual({ form: 'locked' });
  });

  it('names how many subscribers get each version before it goes out', async () => {
    await subscribers(3, 'en', 'confirmed');
    await subscribers(1, 'ar', 'confirmed');
    await subscribers(2, 'ar', 'pending');
    const id = await draft();
    const answer = await call(read, 'GET', `/api/admin/newsletter/${id}`, world.token, undefined, id);
    expect(answer.body.audience).toEqual({ en: 3, ar: 1 });
    const english = await save(id, { arSubject: '', arPreheader: '', arBody: '', fallback: 'none' }, 0);
    expect(english.body.audience).toEqual({ en: 3, ar: 0 });
  });

  it('treats an issue stored before revisions were counted as revision 0', async () => {
    const id = await draft();
    await NewsletterIssueModel.collection.updateOne(
      { _id: new NewsletterIssueModel.base.Types.ObjectId(id) },
      { $unset: { revision: '' } },
    );
    expect((await save(id, { enSubject: 'Old issue, new words' }, 0)).body.revision).toBe(1);
  });
});
