import { Sparkles } from 'lucide-react';

/** Shown where a post has no image: a quiet brand gradient, decorative only. */
export function ImagePlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-primary/25 via-surface-2 to-accent/25"
    >
      <Sparkles className="h-10 w-10 text-primary/70" strokeWidth={1.5} />
    </div>
  );
}
