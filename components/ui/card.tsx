import type { ComponentPropsWithoutRef, ElementType } from 'react';

type CardProps<T extends ElementType> = { as?: T; interactive?: boolean } & ComponentPropsWithoutRef<T>;

/** The surface every section's items sit on, identical in both themes' token set. */
export function Card<T extends ElementType = 'div'>({ as, interactive, className = '', ...rest }: CardProps<T>) {
  const Component: ElementType = as ?? 'div';
  const hover = interactive
    ? 'transition duration-300 hover:-translate-y-1 hover:border-primary/40 hover:shadow-xl hover:shadow-primary/5'
    : '';
  return (
    <Component
      className={`relative rounded-2xl border border-border bg-surface p-6 shadow-sm shadow-black/5 ${hover} ${className}`}
      {...rest}
    />
  );
}
