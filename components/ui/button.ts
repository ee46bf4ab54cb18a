// Every button look of the site and the admin area, so a <Link>, an <a> and a <button> that do
// the same kind of thing look alike wherever they stand. Components import their classes here.

// --- Header, menus and links styled as buttons -------------------------------------------------
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  'disabled:pointer-events-none disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  secondary: 'border border-border bg-surface text-foreground hover:bg-surface-2',
  ghost: 'text-foreground hover:bg-surface-2',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

/** A square icon-only button (theme toggle, menu button). */
export function iconButtonStyles(className = ''): string {
  return (
    'inline-flex size-10 items-center justify-center rounded-lg text-foreground transition-colors ' +
    'hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
    className
  ).trim();
}

// --- The marketing pages' calls to action: round, larger ---------------------------------------
const pill =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 sm:text-base';

// "inverse" variants sit on the always-dark call-to-action panel, in either theme.
export const pillButtonClass = {
  primary: `${pill} bg-primary text-primary-foreground shadow-lg shadow-primary/20 hover:opacity-90`,
  secondary: `${pill} border border-border bg-surface/70 text-foreground backdrop-blur hover:border-primary/50 hover:bg-surface-2`,
  inverse: `${pill} bg-white text-indigo-900 shadow-lg shadow-black/20 hover:bg-indigo-50 focus-visible:outline-white`,
  outlineInverse: `${pill} border border-white/50 text-white hover:bg-white/10 focus-visible:outline-white`,
} as const;

export type PillButtonVariant = keyof typeof pillButtonClass;

// --- A page's own actions: submitting a form, going back, trying again ---------------------------
const action = 'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold';

export const actionButtonClass = {
  primary: `${action} bg-primary text-primary-foreground transition-opacity hover:opacity-90 disabled:cursor-wait disabled:opacity-70`,
  secondary: `${action} border border-border text-foreground transition-colors hover:bg-surface-2 disabled:opacity-60`,
} as const;

// --- The admin area: small buttons in lists and panels, large ones for the page's main actions ----
const blocked = 'disabled:cursor-not-allowed disabled:opacity-60';
const small = `inline-flex items-center justify-center gap-2 rounded-lg py-2 text-sm transition ${blocked}`;
const large = `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 transition ${blocked}`;

export const adminButtonClass = {
  small: `${small} border border-border px-3 font-medium hover:border-primary hover:text-primary`,
  smallPrimary: `${small} bg-primary px-4 font-semibold text-primary-foreground hover:opacity-90`,
  smallDanger: `${small} border border-danger/50 px-3 font-medium text-danger hover:bg-danger/10`,
  large: `${large} border border-border font-medium hover:border-primary hover:text-primary`,
  largePrimary: `${large} bg-primary font-semibold text-primary-foreground hover:opacity-90`,
} as const;
