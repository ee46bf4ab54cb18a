import type { IconName, Tone } from '@/lib/content/types';
import { Icon } from './icon';
import { toneClasses } from './tone';

const sizes = { md: 'size-12 rounded-xl [&>svg]:size-6', lg: 'size-14 rounded-2xl [&>svg]:size-7' };

/** A decorative icon on a tinted square; the text beside it carries the meaning. */
export function IconTile({ icon, tone, size = 'md' }: { icon: IconName; tone: Tone; size?: keyof typeof sizes }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center ring-1 ring-inset ${sizes[size]} ${toneClasses[tone].tile} ${toneClasses[tone].ring}`}
    >
      <Icon name={icon} className="stroke-[1.75]" />
    </span>
  );
}
