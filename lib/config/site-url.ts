import { env } from './env';

export function siteUrl(): string {
  return env().SITE_URL.replace(/\/+$/, '');
}
