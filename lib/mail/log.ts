type Level = 'info' | 'warn' | 'error';

/**
 * One JSON line per event, so an operator can grep or ship the mail log
 * (e.g. `{"level":"warn","event":"mail.queued","reason":"SMTP_URL is not set",...}`).
 */
export function logMail(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

/** A short, single-line reason from any thrown value (never a stack trace). */
export function errorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 300);
}
