import { logError, logInfo, logWarn } from '@/lib/log';

type Level = 'info' | 'warn' | 'error';

/**
 * Mail and form events on the site's one logger (lib/log.ts): a JSON line whose message is the
 * reason when there is one (e.g. `{"level":"warn","event":"mail.queued","reason":"SMTP_URL is not set",...}`).
 */
export function logMail(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const message = typeof fields.reason === 'string' ? fields.reason : event;
  if (level === 'error') logError(event, message, fields);
  else if (level === 'warn') logWarn(event, message, fields);
  else logInfo(event, message, fields);
}

/** A short, single-line reason from any thrown value (never a stack trace). */
export function errorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 300);
}
