// Plain values with no imports: env.ts validates IPV6_LIMIT_PREFIX, and the server's request hook
// (server/front-door/client-address.ts), which Node runs without a build and before Next, reads the same setting.

/** IPv6 clients are limited by network: a provider normally gives one host (one home) a whole /64. */
export const DEFAULT_IPV6_LIMIT_PREFIX = 64;
/** Wider than /32 would put a whole provider's customers in one bucket; /128 limits each address alone. */
export const MIN_IPV6_LIMIT_PREFIX = 32;
export const MAX_IPV6_LIMIT_PREFIX = 128;

/**
 * The setting as a number, for code that runs before env() has checked it. The site refuses to
 * start on an invalid value (lib/startup/start-up.ts), so the default only stands in for one while
 * the site is stopping.
 */
export function ipv6LimitPrefix(setting: string | undefined): number {
  const value = Number(setting?.trim() || DEFAULT_IPV6_LIMIT_PREFIX);
  const valid = Number.isInteger(value) && value >= MIN_IPV6_LIMIT_PREFIX && value <= MAX_IPV6_LIMIT_PREFIX;
  return valid ? value : DEFAULT_IPV6_LIMIT_PREFIX;
}
