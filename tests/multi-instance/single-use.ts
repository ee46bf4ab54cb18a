import http from 'node:http';
import { Secret, TOTP } from 'otpauth';
import type { Cluster } from './cluster';

/** Uses at once of one link or code, split over the two instances. */
export const AT_ONCE = 8;

type Answer = { status: number; body: Record<string, unknown> };

let source = 10;
/**
 * Sends JSON from a loopback address of its own (127.0.0.x): each instance sees a different
 * client, as eight people (or one attacker's eight connections) would be, so no per-address
 * limit answers before the code under test does.
 */
function sendFrom(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = JSON.stringify(body);
  const localAddress = `127.0.0.${++source}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url} did not answer within 30 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

const postFrom = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  sendFrom('POST', url, body, headers);

/** `make` run AT_ONCE times at once, alternately on instance A and instance B. */
const onBoth = (cluster: Cluster, make: (base: string, i: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: AT_ONCE }, (_, i) => make(i % 2 ? cluster.b : cluster.a, i)));

const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
const refused = <T>(value: T) => Array<T>(AT_ONCE - 1).fill(value);
const PASSWORD = 'a long and fine passphrase';

/** The link in the newest mail to `to` that carries one for `page`, waiting up to 10 s for it. */
async function linkMailedTo(cluster: Cluster, to: string, page: 'invitation' | 'reset'): Promise<string> {
  const pattern = new RegExp(`/admin/${page}\\?token=([A-Za-z0-9_-]+)`);
  for (let i = 0; i < 100; i += 1) {
    const mail = cluster.smtp.messages.findLast((m) => m.envelope.to.includes(to) && pattern.test(m.text ?? ''));
    if (mail) return pattern.exec(mail.text!)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${page} mail to ${to}`);
}

const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

/** A new staff member, invited by the owner and signed up through the mailed link; answers their token. */
async function newStaffMember(cluster: Cluster, ownerToken: string, email: string, password: string) {
  const bearer = { authorization: `Bearer ${ownerToken}` };
  expect((await postFrom(`${cluster.a}/api/admin/staff`, { email, role: 'editor' }, bearer)).status).toBe(201);
  const token = await linkMailedTo(cluster, email, 'invitation');
  const accepted = await postFrom(`${cluster.b}/api/staff/invitation`, { token, displayName: 'Racer', password });
  expect(accepted.status).toBe(200);
  const signedIn = await postFrom(`${cluster.a}/login`, { username: email, password });
  expect(signedIn.status).toBe(200);
  return signedIn.body.token as string;
}

/** The owner invites a new person; eight accept the one mailed link at once, on both instances. */
export async function raceOneInvitation(cluster: Cluster, ownerToken: string) {
  const email = 'invitation-race@example.com';
  const bearer = { authorization: `Bearer ${ownerToken}` };
  expect((await postFrom(`${cluster.a}/api/admin/staff`, { email, role: 'editor' }, bearer)).status).toBe(201);
  const token = await linkMailedTo(cluster, email, 'invitation');
  const answers = await onBoth(cluster, (base, i) =>
    postFrom(`${base}/api/staff/invitation`, { token, displayName: `Racer ${i}`, password: `${PASSWORD} ${i}` }),
  );
  expect(statuses(answers)).toEqual([200, ...refused(410)]);
  // The winner's password is the one that signs in.
  const winner = answers.findIndex((a) => a.status === 200);
  expect((await postFrom(`${cluster.b}/login`, { username: email, password: `${PASSWORD} ${winner}` })).status).toBe(
    200,
  );
}

/** The owner's new person asks for a reset link; eight use it at once, on both instances. */
export async function raceOneResetLink(cluster: Cluster, ownerToken: string) {
  const email = 'reset-race@example.com';
  await newStaffMember(cluster, ownerToken, email, PASSWORD);
  await postFrom(`${cluster.b}/api/staff/password-reset`, { email });
  const link = await linkMailedTo(cluster, email, 'reset');
  const answers = await onBoth(cluster, (base, i) =>
    postFrom(`${base}/api/staff/password-reset/complete`, { token: link, password: `new passphrase ${i} here` }),
  );
  expect(statuses(answers)).toEqual([204, ...refused(410)]);
  expect(answers.filter((a) => a.status === 410).map((a) => a.body.reason)).toEqual(refused('used'));
  // The winner's password is the one that now signs in.
  const winner = answers.findIndex((a) => a.status === 204);
  const login = await postFrom(`${cluster.a}/login`, { username: email, password: `new passphrase ${winner} here` });
  expect(login.status).toBe(200);
}

/**
 * The owner's new person turns on two-factor sign-in; eight send one code at once, on both
 * instances, then eight send one recovery code at once.
 */
export async function raceOneSignInCode(cluster: Cluster, ownerToken: string) {
  const email = 'totp-race@example.com';
  const bearer = { authorization: `Bearer ${await newStaffMember(cluster, ownerToken, email, PASSWORD)}` };
  const { secret } = (await postFrom(`${cluster.a}/api/admin/account/2fa`, {}, bearer)).body as { secret: string };
  const set = await sendFrom('PUT', `${cluster.b}/api/admin/account/2fa`, { code: codeAt(secret) }, bearer);
  expect(set.status).toBe(200);
  const recoveryCodes = set.body.recoveryCodes as string[];
  const raceWith = async (code: string) => {
    const step = await postFrom(`${cluster.a}/login`, { username: email, password: PASSWORD });
    const ticket = step.body.ticket as string;
    expect(ticket).toEqual(expect.any(String));
    const answers = await onBoth(cluster, (base) => postFrom(`${base}/login/2fa`, { ticket, code }));
    expect(statuses(answers)).toEqual([200, ...refused(401)]);
    expect(answers.find((a) => a.status === 200)!.body.token).toEqual(expect.any(String));
  };
  // The set-up used this step: the next one's code, as the app shows it 30 s later.
  await raceWith(codeAt(secret, 30));
  await raceWith(recoveryCodes[0]);
}
