// The admin area's form fields, one look each (its buttons: components/ui/button.ts).

/** A form field taking the whole width of its column (post form, sign-in). */
export const inputClass =
  'w-full rounded-lg border border-border bg-background px-3 py-2.5 outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-danger';
/** A smaller field in a toolbar or panel (inbox filters, account). */
export const compactInputClass =
  'rounded-lg border border-border bg-background px-3 py-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30';
