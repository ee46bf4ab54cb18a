import { env } from './env';

/** The public origin, without a trailing slash, for absolute links. */
export function siteUrl(): string {
  return env().SITE_URL.replace(/\/+$/, '');
}
