import { Secret, TOTP } from 'otpauth';
import { POST as begin, PUT as confirm } from '@/app/api/admin/account/2fa/route';
import { POST as invite } from '@/app/api/admin/staff/route';
import { POST as askReset } from '@/app/api/staff/password-reset/route';
import { POST as completeReset } from '@/app/api/staff/password-reset/complete/route';
import { POST as accept } from '@/app/api/staff/invitation/route';
import { POST as secondStep } from '@/app/login/2fa/route';
import { POST as login } from '@/app/login/route';
import { env } from '@/lib/config/env';
import { connectDb } from '@/lib/db/connect';
import { StaffMemberModel } from '@/models/staff-member';
import { jsonRequest, staffMember } from './support/api';
import { adminRequest, adminToken } from './support/admin-routes';
import { postApi, en, stored } from './support/posts';
import { linkIn } from './support/staff-mail';

// Eight uses of one link, code or revision at once, each from its own address (so no rate limit
// answers first): exactly one is let through, on the embedded FerretDB as on MongoDB.
const AT_ONCE = 8;
// Eight writes at once on a loaded machine can miss the 800-ms default and answer 503 (the outage
// path, tests/integration/hung-database.test.ts's subject): this file gives the database 5 s.
process.env.DB_TIMEOUT_MS = '5000';

beforeAll(async () => {
  expect(env().DB_TIMEOUT_MS).toBe(5000);
  await connectDb();
});
afterAll(async () => (await connectDb()).disconnect());

let peer = 0;
const fresh = () => ({ 'x-sahla-peer': `203.0.113.${++peer}` });
const times = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: AT_ONCE }, (_, i) => make(i)));
const statuses = (answers: Response[]) => answers.map((r) => r.status).sort();
const refusedAs = (status: number) => [...Array<number>(AT_ONCE - 1).fill(status)];
const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

/** The loser's answers for a mailed link: 410 "already used". */
async function expectOneUse(answers: Response[], okStatus: number) {
  const wins = answers.filter((r) => r.status === okStatus);
  const losses = answers.filter((r) => r.status !== okStatus);
  expect(wins).toHaveLength(1);
  expect(statuses(losses)).toEqual(refusedAs(410));
  for (const res of losses) expect((await res.json()).reason).toBe('used');
  return answers.indexOf(wins[0]!);
}

describe('eight simultaneous uses', () => {
  it('of one password-reset link: one sets its password, seven are told the link is used', async () => {
    const person = await staffMember('viewer', 'race-reset@example.com');
    await askReset(jsonRequest('/api/staff/password-reset', { email: person.username }, fresh()));
    const token = await linkIn(person.username, 'reset');
    const passwords = Array.from({ length: AT_ONCE }, (_, i) => `a fresh passphrase number ${i}`);
    const answers = await times((i) =>
      completeReset(jsonRequest('/api/staff/password-reset/complete', { token, password: passwords[i] }, fresh())),
    );
    const winner = await expectOneUse(answers, 204);
    const signIn = await login(
      jsonRequest('/login', { username: person.username, password: passwords[winner] }, fresh()),
    );
    expect(signIn.status).toBe(200);
  });

  it('of one invitation link: one account is made, seven are told the link is used', async () => {
    const owner = await adminToken();
    const res = await invite(
      adminRequest('POST', '/api/admin/staff', owner, { email: 'race-invite@example.com', role: 'viewer' }),
    );
    expect(res.status).toBe(201);
    const token = await linkIn('race-invite@example.com', 'invitation');
    const answers = await times((i) =>
      accept(
        jsonRequest(
          '/api/staff/invitation',
          { token, displayName: `Name ${i}`, password: 'a long and fine passphrase' },
          fresh(),
        ),
      ),
    );
    const winner = await expectOneUse(answers, 200);
    const person = await StaffMemberModel.findOne({ email: 'race-invite@example.com' }).lean();
    expect(person).toMatchObject({ status: 'active', displayName: `Name ${winner}` });
  });

  it('of one set-up code, one sign-in code (same 30-s step) and one recovery code: one each gets in', async () => {
    const person = await staffMember('editor', 'race-totp@example.com');
    const setup = await (await begin(adminRequest('POST', '/api/admin/account/2fa', person.token))).json();
    const setupCode = codeAt(setup.secret);
    const confirmed = await times(() =>
      confirm(adminRequest('PUT', '/api/admin/account/2fa', person.token, { code: setupCode })),
    );
    expect(statuses(confirmed)).toEqual([200, ...refusedAs(400)]);
    const { recoveryCodes } = await confirmed.find((r) => r.status === 200)!.json();
    // The codes shown are the ones stored: a second confirmation did not replace them.
    expect((await StaffMemberModel.findById(person.id).lean())!.recoveryCodes).toHaveLength(recoveryCodes.length);

    const signIn = await login(
      jsonRequest('/login', { username: person.username, password: person.password }, fresh()),
    );
    const { ticket } = await signIn.json();
    expect(ticket).toEqual(expect.any(String));
    const step = (code: string) => times(() => secondStep(jsonRequest('/login/2fa', { ticket, code }, fresh())));

    // The set-up used this step: the next one's code, as the app shows it 30 s later.
    const codes = await step(codeAt(setup.secret, 30));
    expect(statuses(codes)).toEqual([200, ...refusedAs(401)]);
    const recovery = await step(recoveryCodes[0]);
    expect(statuses(recovery)).toEqual([200, ...refusedAs(401)]);
    for (const res of [...codes, ...recovery].filter((r) => r.status === 401)) {
      expect((await res.json()).message).toBe('Wrong or already used code');
    }
    expect((await StaffMemberModel.findById(person.id).lean())!.recoveryCodes).toHaveLength(recoveryCodes.length - 1);
  });

  it('of one base revision: one save wins, seven get 409 with the stored revision', async () => {
    const token = await adminToken();
    const { created, put } = postApi(() => token);
    const post = await created(en('Raced'));
    const answers = await times((i) => put(post._id, en(`Edit ${i}`, { baseRevision: '1' })));
    expect(statuses(answers)).toEqual([200, ...refusedAs(409)]);
    for (const res of answers.filter((r) => r.status === 409)) expect((await res.json()).currentRevision).toBe(2);
    const winner = await answers.find((r) => r.status === 200)!.json();
    expect(await stored(post._id)).toMatchObject({ title: winner.title, revision: 2 });
  });
});
