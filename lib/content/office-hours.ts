import type { MessageKey } from './types';

/** 24-hour "HH:MM"; formatted for the page's language when shown. */
export type OfficeHours =
  { id: string; daysKey: MessageKey; open: string; close: string } | { id: string; daysKey: MessageKey; closed: true };

export const officeHours: OfficeHours[] = [
  { id: 'weekdays', daysKey: 'ContactPage.officeHours.weekdays', open: '09:00', close: '18:00' },
  { id: 'saturday', daysKey: 'ContactPage.officeHours.saturday', open: '10:00', close: '14:00' },
  { id: 'sunday', daysKey: 'ContactPage.officeHours.sunday', closed: true },
];

/** In hours, counted on business days. */
export const REPLY_WITHIN_HOURS = 24;

/** On a fixed day in UTC, so formatting in UTC gives back the same time. */
export function clockTime(hhmm: string): Date {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 0, 5, hours, minutes));
}
