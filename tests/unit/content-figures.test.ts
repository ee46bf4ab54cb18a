import en from '@/messages/en.json';
import { claims } from '@/lib/content/claims';
import { capabilities } from '@/lib/content/capabilities';
import { contactCards, departments } from '@/lib/content/contact';
import { events, eventsWithStatus } from '@/lib/content/events';
import { homeFeatures, projectFeatures } from '@/lib/content/features';
import { marketMetrics, performanceMetrics } from '@/lib/content/metrics';
import { officeHours, REPLY_WITHIN_HOURS } from '@/lib/content/office-hours';
import { opportunities } from '@/lib/content/opportunities';
import { growthRoadmap, projectRoadmap } from '@/lib/content/roadmaps';
import { aboutFigures, homeStats } from '@/lib/content/stats';
import { TESTIMONIAL_INTERVAL_MS, testimonials } from '@/lib/content/testimonials';
import { timeline } from '@/lib/content/timeline';
import type { MessageKey } from '@/lib/content/types';
import { formatHoursRange } from '@/lib/content/format-hours';

// The day the content was written: upcoming events are after it, past ones before.
const CONTENT_DATE = Date.parse('2026-11-21T00:00:00+01:00');

function english(key: MessageKey): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
}
// The one formatter method formatHoursRange uses, backed by the same Intl API next-intl calls.
// (next-intl itself is ES modules only, which this jest set-up does not transform.)
function createFormatter({ locale }: { locale: string }) {
  return {
    dateTimeRange: (start: Date, end: Date, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, options).formatRange(start, end),
  } as unknown as Parameters<typeof formatHoursRange>[0];
}
const plain = (text: string) => text.replace(/<\/?[a-z]+>/g, '').replace(/\s+/g, ' ');

describe('spec figures (§1, §2, §9)', () => {
  it('states the marketing claims exactly', () => {
    expect(claims).toEqual({
      accuracy: '99.9%',
      languages: '50+',
      uptime: '99.99%',
      responseTime: '<200ms',
      availability: '24/7',
      certification: 'SOC 2',
      rating: '4.9/5',
      reviews: '10k+',
      activeUsers: '1M+',
    });
  });

  it('shows the home stats band and the about figures', () => {
    expect(homeStats.map((s) => [s.value, english(s.labelKey)])).toEqual([
      ['99.9%', 'Accuracy'],
      ['50+', 'Languages'],
      ['99.99%', 'Uptime'],
    ]);
    expect(aboutFigures.map((s) => [s.value, english(s.labelKey)])).toEqual([
      ['2025', 'Founded'],
      ['10+', 'Users served'],
      ['99.9%', 'Uptime'],
    ]);
  });

  it('has six features on home and on the project page, and eight capabilities', () => {
    expect(homeFeatures.map((f) => english(f.titleKey))).toEqual([
      'Advanced intelligence',
      'Continuous learning',
      'Lightning speed',
      'Enterprise security',
      'Global scale',
      'Creative solutions',
    ]);
    expect(projectFeatures).toHaveLength(6);
    expect(capabilities.map((c) => english(c.titleKey))).toEqual([
      'Natural language understanding',
      'Contextual memory',
      'Emotional intelligence',
      'Multi-turn conversations',
      'Real-time learning',
      'Cross-platform integration',
      'API access',
      'Custom training',
    ]);
  });

  it('rotates three five-star testimonials every 5000 ms', () => {
    expect(testimonials).toHaveLength(3);
    expect(testimonials.every((t) => t.rating === 5 && t.avatar.length > 0)).toBe(true);
    expect(TESTIMONIAL_INTERVAL_MS).toBe(5000);
  });

  it('tells the journey 2025, 2025, 2026, 2026', () => {
    expect(timeline.map((item) => [item.year, english(item.titleKey)])).toEqual([
      ['2025', 'Company founded'],
      ['2025', 'Assistant development'],
      ['2026', 'Beta launch'],
      ['2026', 'Public launch (planned)'],
    ]);
  });

  it('lists the roadmaps with their statuses', () => {
    expect(projectRoadmap.map((r) => [english(r.phaseKey), english(r.titleKey), r.status])).toEqual([
      ['Phase 1', 'Foundation', 'completed'],
      ['Phase 2', 'Enhancement', 'in-progress'],
      ['Phase 3', 'Integration', 'upcoming'],
      ['Phase 4', 'Evolution', 'planned'],
    ]);
    expect(growthRoadmap.map((r) => [english(r.phaseKey), english(r.titleKey), r.status])).toEqual([
      ['Q1 2025', 'Product Enhancement', 'in-progress'],
      ['Q2 2025', 'Market Expansion', 'planned'],
      ['Q3 2025', 'Enterprise Solutions', 'planned'],
      ['Q4 2025', 'AI Research Lab', 'planned'],
    ]);
  });

  it('shows the performance and market metrics', () => {
    expect(performanceMetrics.map((m) => m.value)).toEqual(['<200ms', '24/7', '99.9%', '50+']);
    expect(marketMetrics.map((m) => [m.value, english(m.labelKey)])).toEqual([
      ['$150B+', 'Market size'],
      ['25%', 'Annual growth'],
      ['10M+', 'Target users'],
    ]);
  });

  it('offers the three investment opportunities with amount and stage', () => {
    expect(opportunities.map((o) => [english(o.titleKey), plain(english(o.amountKey)), english(o.stageKey)])).toEqual([
      ['Series A Funding', '$5M–$10M', 'Current Round'],
      ['Strategic Partnership', 'Equity + Resources', 'Open'],
      ['Government Grants', '$1M–$3M', 'Applied'],
    ]);
    expect(opportunities.every((o) => o.featureKeys.length >= 3)).toBe(true);
  });
});

describe('events', () => {
  it('has the four events of the spec with their places and capacities', () => {
    expect(events.map((e) => [e.type, english(e.locationKey), e.attendees, e.status])).toEqual([
      ['conference', 'Casablanca, Morocco', 500, 'upcoming'],
      ['webinar', 'Online', 200, 'upcoming'],
      ['workshop', 'Rabat, Morocco', 50, 'past'],
      ['ceremony', 'Marrakech, Morocco', 300, 'past'],
    ]);
  });

  it('dates upcoming events after the content date and past ones before it, each ending after it starts', () => {
    for (const event of events) {
      const start = Date.parse(event.start);
      expect(Number.isNaN(start)).toBe(false);
      expect(Date.parse(event.end)).toBeGreaterThan(start);
      if (event.status === 'upcoming') expect(start).toBeGreaterThan(CONTENT_DATE);
      else expect(Date.parse(event.end)).toBeLessThan(CONTENT_DATE);
    }
  });

  it('lists upcoming events soonest first and past events most recent first', () => {
    expect(eventsWithStatus('upcoming').map((e) => e.id)).toEqual(['webinar', 'summit']);
    expect(eventsWithStatus('past').map((e) => e.id)).toEqual(['ceremony', 'workshop']);
  });
});

describe('contact', () => {
  it('has the four contact cards and four departments, each with its own address', () => {
    expect(contactCards.map((c) => c.id)).toEqual(['email', 'phone', 'location', 'hours']);
    expect(departments.map((d) => english(d.titleKey))).toEqual([
      'General Inquiries',
      'Technical Support',
      'Business Development',
      'Media & Press',
    ]);
    const addresses = departments.map((d) => d.email);
    expect(new Set(addresses).size).toBe(4);
    expect(addresses.every((a) => /^[a-z]+@sahla\.ma$/.test(a))).toBe(true);
  });

  it('keeps office hours Mon–Fri 9–6, Saturday 10–2, Sunday closed, and replies within 24 hours', () => {
    const format = createFormatter({ locale: 'en' });
    const shown = officeHours.map((slot) =>
      'closed' in slot ? 'closed' : formatHoursRange(format, slot.open, slot.close).replace(/\s+/g, ' '),
    );
    expect(shown).toEqual(['9:00 AM – 6:00 PM', '10:00 AM – 2:00 PM', 'closed']);
    expect(REPLY_WITHIN_HOURS).toBe(24);
  });

  it('formats the hours with Arabic day periods on Arabic pages', () => {
    const format = createFormatter({ locale: 'ar' });
    expect(formatHoursRange(format, '09:00', '18:00').replace(/\s+/g, ' ')).toBe('9:00 ص – 6:00 م');
  });
});
