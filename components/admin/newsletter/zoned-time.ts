// A wall-clock time in the team's time zone (what the schedule field shows) and the instant it
// names, whatever zone the admin's browser is in.

/** How far `zone` is ahead of UTC at `instant`, in ms (Africa/Casablanca: 0 or +1 h). */
function offsetMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    ...{ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** `2026-11-27T10:00` on the team's clock → ISO instant. */
export function zonedToIso(local: string, zone: string): string {
  const wall = Date.parse(`${local}:00Z`);
  if (Number.isNaN(wall)) return '';
  return new Date(wall - offsetMs(wall - offsetMs(wall, zone), zone)).toISOString();
}

/** An ISO instant shown on the team's clock, in the admin's language. */
export function formatInZone(iso: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    timeZone: zone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
