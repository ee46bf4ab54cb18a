import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

type Props = { byline: ReactNode; date: string; dateTime: string; readingTime: string };

/** Author, date and reading time in one line that wraps on narrow screens. */
export function PostMeta({ byline, date, dateTime, readingTime }: Props) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <li className="flex items-center gap-1.5">
        <Icon name="user-round" className="h-4 w-4 shrink-0" />
        <span>{byline}</span>
      </li>
      <li className="flex items-center gap-1.5">
        <Icon name="calendar-days" className="h-4 w-4 shrink-0" />
        <time dateTime={dateTime}>{date}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Icon name="clock" className="h-4 w-4 shrink-0" />
        <span>{readingTime}</span>
      </li>
    </ul>
  );
}
