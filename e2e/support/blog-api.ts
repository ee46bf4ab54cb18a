import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';

// The e2e server's admin (tooling/test/e2e-server.ts).
export const ADMIN = { username: 'admin', password: 'e2e-editor-passphrase' };

/** A word no other test uses, so parallel tests never see each other's posts. */
export const uniqueWord = (prefix = 'zq') => `${prefix}${randomBytes(4).toString('hex')}`;

/** Today's date as the English blog writes it: the company's time zone, not the test machine's. */
export const todayInCasablanca = () =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Africa/Casablanca' }).format(new Date());

export async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/login', { data: ADMIN });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  return (await res.json()).token;
}

export function coverImage(color = '#0e7490'): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export interface CreatedPost {
  _id: string;
  slug: string;
  title: string;
  image: string | null;
}

export async function createPost(
  request: APIRequestContext,
  token: string,
  fields: Record<string, string>,
  withImage = false,
): Promise<CreatedPost> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { ...fields };
  if (withImage) multipart.image = { name: 'cover.png', mimeType: 'image/png', buffer: await coverImage() };
  const res = await request.post('/api/blogs', { headers: { Authorization: `Bearer ${token}` }, multipart });
  if (res.status() !== 201) throw new Error(`create failed: ${res.status()} ${await res.text()}`);
  return res.json();
}

export async function deletePost(request: APIRequestContext, token: string, id: string) {
  await request.delete(`/api/blogs/${id}`, { headers: { Authorization: `Bearer ${token}` } });
}

/** Opens a page with the light theme chosen, as a returning visitor who picked it would. */
export async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((value) => {
    if (value === 'light') localStorage.setItem('theme', 'light');
  }, theme);
}
