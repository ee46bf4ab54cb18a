import { z } from 'zod';
import {
  DEFAULT_SEARCH_CONCURRENCY,
  DEFAULT_SEARCH_SHARE,
  MAX_SEARCH_CONCURRENCY,
} from '@/lib/config/search-concurrency';
import {
  DEFAULT_IPV6_LIMIT_PREFIX,
  MAX_IPV6_LIMIT_PREFIX,
  MIN_IPV6_LIMIT_PREFIX,
} from '@/lib/config/ipv6-limit-prefix';
import { parseTrustedProxies } from '@/lib/config/trusted-proxies';
import { waitSettings } from '@/lib/config/waits';
import { blankAsUnset, wholeNumber } from '@/lib/config/whole-number';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

const httpUrl = z.url({ protocol: /^https?$/ });

// Below 50 ms a healthy dependency on a busy machine misses it; above the ceiling a hung one holds the visitor too long.
const deadlineMs = (fallback: number, max: number) =>
  optional(
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(50, 'must be at least 50 (milliseconds); 0 or less would refuse every call')
      .max(max, `must be at most ${max} (milliseconds)`),
  ).transform((value) => value ?? fallback);

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Next always runs with NODE_ENV=production; APP_ENV=production (the container) requires secrets and the admin account.
  APP_ENV: z.enum(['development', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  MONGODB_URI: optional(z.string().regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI')),
  DATA_DIR: z.string().min(1).default('data'),
  UPLOAD_DIR: z.string().min(1).default('uploads'),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ADMIN_USERNAME: optional(z.string().regex(/^[a-zA-Z0-9._-]{3,64}$/, 'must be 3-64 letters, digits, . _ or -')),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters').max(200)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: z.string().min(3).default('Sahla website <no-reply@sahla.ma>'),
  MAIL_TO: z.email().default('team@sahla.ma'),
  SITE_URL: httpUrl.default('http://localhost:3000'),
  WAITLIST_URL: httpUrl.default('https://forms.example.com/sahla-waitlist'),
  DEMO_VIDEO_URL: httpUrl.default('https://video.example.com/sahla-demo'),
  PROJECT_VIDEO_URL: httpUrl.default('https://video.example.com/sahla-project-tour'),
  SCHEDULING_URL: httpUrl.default('https://calendar.example.com/sahla-investors'),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  // Proxy hops (a number) or proxy addresses/CIDRs whose X-Forwarded-For is believed; unset: none.
  TRUSTED_PROXIES: optional(
    z.string().superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  ),
  IPV6_LIMIT_PREFIX: wholeNumber(MIN_IPV6_LIMIT_PREFIX, MAX_IPV6_LIMIT_PREFIX).default(DEFAULT_IPV6_LIMIT_PREFIX),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
  S3_ENDPOINT: optional(httpUrl),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  // MinIO, versitygw and most self-hosted stores want path-style URLs; AWS itself does not.
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  // Renders at once per instance before a short queue and 503 (lib/render-gate; docs/performance.md, "Searches under load").
  SEARCH_CONCURRENCY: wholeNumber(1, MAX_SEARCH_CONCURRENCY).default(DEFAULT_SEARCH_CONCURRENCY),
  // Searches' percentage of the last second while others are served; 100: they never give way.
  SEARCH_SHARE: wholeNumber(1, 100).default(DEFAULT_SEARCH_SHARE),
  // Deadlines of the calls that leave the process (docs/resilience.md).
  DB_TIMEOUT_MS: deadlineMs(800, 10_000),
  // At most 30 s: the outbox lease follows it (lib/mail/outbox.ts).
  SMTP_TIMEOUT_MS: deadlineMs(10_000, 30_000),
  REDIS_TIMEOUT_MS: deadlineMs(500, 10_000),
  S3_TIMEOUT_MS: deadlineMs(5000, 60_000),
  // Newsletter mails per minute across all instances; 60 is Amazon SES's sandbox pace (docs/mail.md, Pace).
  NEWSLETTER_RATE_PER_MINUTE: wholeNumber(1, 10_000).default(60),
  // The token still expires 12 hours after sign-in, so more than 720 would change nothing.
  SESSION_IDLE_MINUTES: wholeNumber(1, 720, 'minutes').default(60),
  ACK_MAIL: z.enum(['on', 'off']).default('on'),
  // Raw page views are kept this many days, then only their daily totals.
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 3650' })
    .int('must be a whole number of days from 1 to 3650')
    .min(1, 'must be a whole number of days from 1 to 3650')
    .max(3650, 'must be a whole number of days from 1 to 3650')
    .default(30),
  ANALYTICS_RESPECT_DNT: optional(z.enum(['true', 'false'])),
  // An external counter (Plausible, Umami) instead of the built-in one; the CSP allows its origin.
  ANALYTICS_SCRIPT_URL: optional(z.url({ protocol: /^https?$/ })),
  ANALYTICS_DOMAIN: optional(z.string().regex(/^[a-z0-9.-]{1,253}$/i, 'must be a host name such as sahla.ma')),
  // The team's clock for the admin inbox (an IANA name).
  TEAM_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Africa/Casablanca')
    .default('Africa/Casablanca'),
  ...waitSettings,
});

export type Env = z.infer<typeof envSchema>;

/** Throws one line naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const { S3_ACCESS_KEY_ID: id, S3_SECRET_ACCESS_KEY: secret } = result.data;
    // One without the other would silently fall back to the SDK's own credential search.
    if (Boolean(id) !== Boolean(secret)) {
      const missing = id ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      throw new Error(
        `Invalid environment variable ${missing}: must be set together with ${id ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}`,
      );
    }
    return result.data;
  }
  const issue = result.error.issues[0];
  throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
