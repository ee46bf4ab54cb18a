import { CalendarDays, Info, Mail, Newspaper, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import type { NavIconName } from '@/lib/content/navigation';

// Data names icons by string (props must be serialisable); the islands look them up here.
export const navIcons: Record<NavIconName, LucideIcon> = {
  info: Info,
  users: Users,
  calendar: CalendarDays,
  newspaper: Newspaper,
  mail: Mail,
  trending: TrendingUp,
};
