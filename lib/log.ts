// Structured logs: one JSON object per line on stderr, which any log collector can parse.
// Stacks go to the log only; route handlers answer clients with a plain message.

type Level = 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

function write(level: Level, event: string, message: string, fields: Fields): void {
  const line = { time: new Date().toISOString(), level, event, message, ...fields };
  let text: string;
  try {
    text = JSON.stringify(line);
  } catch {
    // A circular or BigInt field must not turn a log call into a second failure.
    text = JSON.stringify({ time: line.time, level, event, message });
  }
  process.stderr.write(`${text}\n`);
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
