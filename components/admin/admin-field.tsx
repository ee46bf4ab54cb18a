import type { FieldProps } from '@/components/forms/form-parts';

// The public forms' field (components/forms/form-parts.tsx) without its optional mark; here a
// hint is announced only while there is no error to announce.
type Props = Omit<FieldProps, 'optionalLabel'>;

/** A labelled control of the admin area with its hint and its error. */
export function AdminField({ id, label, hint, error, className, children }: Props) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
