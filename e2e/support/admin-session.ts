import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken } from './blog-api';

/** Opens the admin area already signed in (a token from /login put where the island keeps it). */
export async function openAdmin(page: Page, request: APIRequestContext, path: string): Promise<string> {
  const token = await apiToken(request);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
  return token;
}
