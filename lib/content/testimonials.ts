import type { MessageKey } from './types';

export type Testimonial = {
  id: string;
  /** Decorative: the name says who it is. */
  avatar: string;
  rating: number;
  nameKey: MessageKey;
  roleKey: MessageKey;
  contentKey: MessageKey;
};

export const testimonials: Testimonial[] = [
  {
    id: 'yasmine',
    avatar: '👩‍💼',
    rating: 5,
    nameKey: 'HomePage.testimonials.items.yasmine.name',
    roleKey: 'HomePage.testimonials.items.yasmine.role',
    contentKey: 'HomePage.testimonials.items.yasmine.content',
  },
  {
    id: 'karim',
    avatar: '👨‍💻',
    rating: 5,
    nameKey: 'HomePage.testimonials.items.karim.name',
    roleKey: 'HomePage.testimonials.items.karim.role',
    contentKey: 'HomePage.testimonials.items.karim.content',
  },
  {
    id: 'sarah',
    avatar: '👩‍🔬',
    rating: 5,
    nameKey: 'HomePage.testimonials.items.sarah.name',
    roleKey: 'HomePage.testimonials.items.sarah.role',
    contentKey: 'HomePage.testimonials.items.sarah.content',
  },
];

export const TESTIMONIAL_INTERVAL_MS = 5000;
