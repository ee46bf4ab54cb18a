// The one structured logger (pino): a JSON line per event on stderr with the request id, secrets redacted (./redact.ts).
import pino from 'pino';
import { LOG_LEVELS } from '@/lib/config/env';
import { currentRequestId } from '@/lib/log/request-context';
import { redactValue, scrubText } from './redact';

type Fields = Record<string, unknown>;
type LogLevel = (typeof LOG_LEVELS)[number];

/** env.ts rejects other values at start-up, so this only defaults. */
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
    // Through process.stderr, so lines interleave with Next's output in order.
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

/** `error` may be anything thrown, or a sentence. */
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

/** Single-line, never a stack trace. */
export function errorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 300);
}
