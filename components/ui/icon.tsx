import type { IconName } from '@/lib/ui/icon-names';

/**
 * Where the sprite is served from (public/icons.svg, written by tooling/assets/icon-sprite.ts), with a
 * hash of its content that next.config.ts computes at build time: it is cached for a year.
 */
const ICON_SPRITE = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION}`;

/**
 * A lucide icon drawn from the sprite instead of inlined: the page carries a short <use>
 * reference rather than every path twice (HTML and RSC payload), and no icon code reaches the
 * browser, so server components and client islands alike can use it. lucide's drawing defaults
 * come from the `icon` class (app/globals.css), and the symbol's shapes inherit from this <svg>:
 * `className` sizes it (size-4), colours it (text-*, currentColor), fills it (fill-*), thins it
 * (stroke-[1.5]) and mirrors it (rtl:-scale-x-100) as it did lucide's. Always decorative: the
 * text beside an icon carries its meaning.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
