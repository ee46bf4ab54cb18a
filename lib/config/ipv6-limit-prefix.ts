// No imports: the plain-Node front door (server/front-door/client-address.ts) reads this setting too.

/** A provider normally gives one home a whole /64. */
export const DEFAULT_IPV6_LIMIT_PREFIX = 64;
/** Wider than /32 would put a whole provider's customers in one bucket. */
export const MIN_IPV6_LIMIT_PREFIX = 32;
export const MAX_IPV6_LIMIT_PREFIX = 128;

/** The setting before env() has checked it; start-up refuses an invalid value, so the default rarely stands in. */
export function ipv6LimitPrefix(setting: string | undefined): number {
  const value = Number(setting?.trim() || DEFAULT_IPV6_LIMIT_PREFIX);
  const valid = Number.isInteger(value) && value >= MIN_IPV6_LIMIT_PREFIX && value <= MAX_IPV6_LIMIT_PREFIX;
  return valid ? value : DEFAULT_IPV6_LIMIT_PREFIX;
}
