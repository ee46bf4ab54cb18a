import { Icon } from '@/components/ui/icon';

/** Shown where a post has no image: a quiet brand gradient, decorative only. */
export function ImagePlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-primary/25 via-surface-2 to-accent/25"
    >
      <Icon name="sparkles" className="h-10 w-10 stroke-[1.5] text-primary/70" />
    </div>
  );
}
