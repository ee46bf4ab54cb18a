import { Icon } from '@/components/ui/icon';

/**
 * Five stars. With a label the score is spoken once; without one the stars are decoration
 * (for when the score is already written beside them).
 */
export function StarRating({ rating, label, className = '' }: { rating: number; label?: string; className?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span {...a11y} className={`inline-flex gap-0.5 ${className}`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon
          name="star"
          key={i}

          className={`size-4 ${i < Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-border'}`}
        />
      ))}
    </span>
  );
}
