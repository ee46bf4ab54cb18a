import type { EventType } from '@/lib/constants/site-content';
import type { IconName, Tone } from '@/lib/content/types';

// Each kind of event keeps the icon and colour the shipped events had.
const LOOKS: Record<EventType, { icon: IconName; tone: Tone }> = {
  conference: { icon: 'presentation', tone: 'indigo' },
  webinar: { icon: 'mic', tone: 'cyan' },
  workshop: { icon: 'wrench', tone: 'amber' },
  ceremony: { icon: 'party-popper', tone: 'rose' },
};

export const eventLook = (type: EventType) => LOOKS[type];
