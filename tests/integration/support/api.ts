import sharp from 'sharp';
import { syncAdminAccount } from '@/lib/auth/admin-account';
import { signAdminToken } from '@/lib/auth/token';
import { AdminUserModel } from '@/models/admin-user';

export const ADMIN = { username: 'editor', password: 'correct horse battery staple' };

/** Creates (or resets) the admin and returns a token signed for it, as /login would. */
export async function adminToken(): Promise<string> {
  await syncAdminAccount(ADMIN);
  const admin = await AdminUserModel.findOne({ role: 'admin' }).lean();
  if (!admin) throw new Error('admin missing');
  return signAdminToken({ id: String(admin._id), username: admin.username, tokenVersion: admin.tokenVersion });
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
