/** Fills {name} placeholders of a raw message: fill('By {author}', { author: 'Salma' }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
