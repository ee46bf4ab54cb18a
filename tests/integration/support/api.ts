import sharp from 'sharp';
import type { StaffRole } from '@/lib/constants/staff';
import { syncAdminAccount } from '@/lib/auth/admin-account';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { signAdminToken } from '@/lib/auth/token';
import { StaffMemberModel } from '@/models/staff-member';

export const ADMIN = { username: 'editor', password: 'correct horse battery staple' };

/**
 * Creates the first owner (or puts its ADMIN password back, as a test may have changed it) and
 * returns a token signed for it, as /login would.
 */
export async function adminToken(): Promise<string> {
  await syncAdminAccount(ADMIN);
  // Another person made first (by staffMember) keeps the environment from creating the owner.
  const owner =
    (await StaffMemberModel.findOne({ username: ADMIN.username }).lean()) ??
    (
      await StaffMemberModel.create({
        username: ADMIN.username,
        role: 'owner',
        status: 'active',
        passwordHash: await hashPassword(ADMIN.password),
      })
    ).toObject();
  if (!(await verifyPassword(ADMIN.password, owner.passwordHash))) {
    await StaffMemberModel.updateOne(
      { _id: owner._id },
      { $set: { passwordHash: await hashPassword(ADMIN.password), status: 'active', role: 'owner' } },
    );
  }
  return tokenFor(String(owner._id));
}

/** A token for a stored person, signed as /login would. */
export async function tokenFor(id: string): Promise<string> {
  const person = await StaffMemberModel.findById(id).lean();
  if (!person) throw new Error(`no staff member ${id}`);
  return signAdminToken({ id, username: person.username, tokenVersion: person.tokenVersion });
}

/** An active person of the given role (created once per name), with a password, and a token for them. */
export async function staffMember(role: StaffRole, username = `${role}@staff.test`, password = ADMIN.password) {
  let person = await StaffMemberModel.findOne({ username }).lean();
  if (!person) {
    const created = await StaffMemberModel.create({
      username,
      email: username,
      displayName: `A ${role}`,
      role,
      status: 'active',
      passwordHash: await hashPassword(password),
    });
    person = created.toObject();
  }
  return { id: String(person._id), username, password, token: await tokenFor(String(person._id)) };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export function jsonRequest(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer | string;
}

/** A multipart request as a browser's FormData would send it. */
export function formRequest(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  options: { token?: string; file?: UploadFile; headers?: Record<string, string> } = {},
): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (options.file) {
    const bytes = typeof options.file.data === 'string' ? Buffer.from(options.file.data) : options.file.data;
    form.append('image', new Blob([new Uint8Array(bytes)], { type: options.file.type }), options.file.name);
  }
  return new Request(`http://localhost${url}`, {
    method,
    body: form,
    headers: { ...(options.token ? auth(options.token) : {}), ...options.headers },
  });
}

export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

/** A small real picture made on the spot. */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4338ca' } })
    .png()
    .toBuffer();
}

export const validPost = (extra: Record<string, string> = {}) => ({
  title: 'How assistants learn',
  description: 'A short tour of adaptive learning.',
  category: 'Machine Learning',
  content: '# Hello\n\nSome **Markdown** text.',
  ...extra,
});
