import { Icon } from '@/components/ui/icon';

/** The admin's red banner for a failed call, with a close button. */
export function ErrorBanner({
  message,
  dismiss,
  onDismiss,
}: {
  message: string;
  dismiss: string;
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 font-medium text-danger"
    >
      <span>{message}</span>
      <button type="button" onClick={onDismiss} aria-label={dismiss} className="shrink-0">
        <Icon name="x" className="h-5 w-5" />
      </button>
    </div>
  );
}
