import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import * as about from '@/lib/content/about';
import * as capabilities from '@/lib/content/capabilities';
import * as contact from '@/lib/content/contact';
import * as events from '@/lib/content/events';
import * as features from '@/lib/content/features';
import * as metrics from '@/lib/content/metrics';
import * as officeHours from '@/lib/content/office-hours';
import * as opportunities from '@/lib/content/opportunities';
import * as roadmaps from '@/lib/content/roadmaps';
import * as stats from '@/lib/content/stats';
import * as testimonials from '@/lib/content/testimonials';
import * as timeline from '@/lib/content/timeline';

type Tree = { [key: string]: string | Tree };

const OWN_NAMESPACES = [
  'Sections',
  'HomePage',
  'AboutPage',
  'ProjectPage',
  'EventsPage',
  'ContactPage',
  'InvestmentPage',
  'Team',
] as const;

function lookup(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

/** Every message key the content data points at (fields named *Key, *Keys, and detail.key). */
function referencedKeys(value: unknown, found = new Set<string>(), field = ''): Set<string> {
  if (typeof value === 'string') {
    if (/Keys?$/.test(field) || field === 'key') found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) referencedKeys(item, found, field);
  } else if (value && typeof value === 'object' && !('$$typeof' in value) && typeof value !== 'function') {
    for (const [k, v] of Object.entries(value)) referencedKeys(v, found, k);
  }
  return found;
}

const modules = [
  about,
  capabilities,
  contact,
  events,
  features,
  metrics,
  officeHours,
  opportunities,
  roadmaps,
  stats,
  testimonials,
  timeline,
];
const keys = [...referencedKeys(modules.map((m) => Object.values(m)))];

describe('marketing copy', () => {
  it('finds the message keys the content data refers to', () => {
    // Six home features, six project features, 8 capabilities, 4 events… well over a hundred keys.
    expect(keys.length).toBeGreaterThan(150);
  });

  it.each(keys)('has %s in English and in Arabic', (key) => {
    expect(typeof lookup(en as Tree, key)).toBe('string');
    expect(typeof lookup(ar as Tree, key)).toBe('string');
  });

  it.each(OWN_NAMESPACES)('gives %s the same keys in both languages', (namespace) => {
    const english = [...leaves((en as unknown as Tree)[namespace] as Tree).keys()].sort();
    const arabic = [...leaves((ar as unknown as Tree)[namespace] as Tree).keys()].sort();
    expect(arabic).toEqual(english);
  });

  it.each(OWN_NAMESPACES)('writes %s in Arabic, not English copies', (namespace) => {
    // Latin words that legitimately stay Latin inside Arabic text.
    const allowedLatin = new Set(['SOC', 'GMT', 'API', 'Windows', 'macOS', 'Linux', 'A', 'M', 'B', 'k']);
    const english = leaves((en as unknown as Tree)[namespace] as Tree);
    for (const [path, text] of leaves((ar as unknown as Tree)[namespace] as Tree)) {
      const visible = text.replace(/<\/?[a-z]+>/g, '').replace(/\{[a-z]+\}/gi, '');
      if (/[\u0600-\u06FF]/.test(visible)) continue;
      const latin = visible.match(/[A-Za-z]+/g) ?? [];
      // Only figures such as "<ltr>$5M–$10M</ltr>" may be identical in both languages.
      expect({ path, latin: latin.filter((w) => !allowedLatin.has(w)) }).toEqual({ path, latin: [] });
      if (latin.length > 0) expect(english.get(path)).toBe(text);
    }
  });

  it('keeps the Team page heading the spec names', () => {
    expect(en.Team.title).toBe('Team Page');
  });
});
