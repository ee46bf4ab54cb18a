// The one structured logger (pino) of the site: one JSON object per line on stderr, with `time`,
// `level`, `event`, `message`, the request id when a request is being handled, and the fields.
// Secrets are redacted (lib/log/redact.ts); LOG_LEVEL sets the threshold (default info). Stacks
// go to the log only; route handlers answer clients with a plain message.
import pino from 'pino';
import { LOG_LEVELS } from '@/lib/config/env';
import { currentRequestId } from '@/lib/log/request-context';
import { redactValue, scrubText } from './redact';

type Fields = Record<string, unknown>;
type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL as a pino level; lib/config/env.ts rejects other values at start-up, so this only defaults. */
export function logLevel(value = process.env.LOG_LEVEL): LogLevel {
  const level = value?.trim().toLowerCase();
  return LOG_LEVELS.find((known) => known === level) ?? 'info';
}

let logger: pino.Logger | undefined;

function instance(): pino.Logger {
  logger ??= pino(
    {
      level: logLevel(),
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => redactValue(fields) as Fields,
      },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    // Through process.stderr (not a raw fd): lines interleave with Next's own output in order.
    { write: (line: string) => process.stderr.write(line) },
  );
  return logger;
}

function write(level: 'info' | 'warn' | 'error', event: string, message: string, fields: Fields): void {
  instance()[level]({ ...fields, event }, scrubText(message));
}

export function logInfo(event: string, message: string, fields: Fields = {}): void {
  write('info', event, message, fields);
}

export function logWarn(event: string, message: string, fields: Fields = {}): void {
  write('warn', event, message, fields);
}

/** Logs what went wrong: `error` may be anything thrown, or a sentence when nothing was. */
export function logError(event: string, error: unknown, fields: Fields = {}): void {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    write('error', event, error.message, {
      ...fields,
      errorName: error.name,
      ...(code !== undefined ? { code } : {}),
      stack: error.stack,
    });
  } else {
    write('error', event, String(error), fields);
  }
}

/** A short, single-line reason from any thrown value (never a stack trace), for a `reason` field. */
export function errorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 300);
}
