import type { getFormatter } from 'next-intl/server';
import { clockTime } from '@/lib/content/office-hours';

type Formatter = Awaited<ReturnType<typeof getFormatter>>;

/** "9:00 AM – 6:00 PM" in English, "9:00 ص – 6:00 م" in Arabic: the page's own clock conventions. */
export function formatHoursRange(format: Formatter, open: string, close: string): string {
  return format.dateTimeRange(clockTime(open), clockTime(close), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
}
