import { ATTRIBUTION_MAX_LENGTH, FIRST_TOUCH_STORAGE_KEY, type Attribution } from '@/lib/constants/attribution';

/** The first touch the beacon kept in sessionStorage, plus the form's page; only `formPage` when storage is blocked. */
export function firstTouch(): Attribution {
  const attribution: Attribution = { formPage: location.pathname.slice(0, ATTRIBUTION_MAX_LENGTH) };
  try {
    const kept = JSON.parse(sessionStorage.getItem(FIRST_TOUCH_STORAGE_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!kept) return attribution;
    const fields = {
      landingPage: kept.p,
      referrerHost: kept.r,
      utmSource: kept.s,
      utmMedium: kept.m,
      utmCampaign: kept.c,
    };
    for (const [field, value] of Object.entries(fields)) {
      if (typeof value === 'string' && value)
        attribution[field as keyof Attribution] = value.slice(0, ATTRIBUTION_MAX_LENGTH);
    }
  } catch {
    // Blocked or not ours: the lead is kept without its first touch.
  }
  return attribution;
}
