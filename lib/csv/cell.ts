// RFC 4180 cells with spreadsheet formula injection neutralised (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading formula character gets a single quote before it; quotes are doubled. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
