import type { IconName } from '@/lib/ui/icon-names';
import type messages from '@/messages/en.json';

// The header and footer menus as paths and message keys; client islands get translated strings.

type NavKey = keyof (typeof messages)['Nav'];
type FooterKey = keyof (typeof messages)['Footer'];

type NavLink = { href: string; labelKey: NavKey };
type NavIconName = Extract<IconName, 'info' | 'users' | 'calendar-days' | 'newspaper' | 'mail' | 'trending-up'>;
type NavMenuItem = NavLink & { hintKey: NavKey; icon: NavIconName };
export type NavMenuId = 'about' | 'resources' | 'contact';
type NavEntry = ({ kind: 'link' } & NavLink) | { kind: 'menu'; id: NavMenuId; labelKey: NavKey; items: NavMenuItem[] };

export type NavItemView = { href: string; label: string; hint?: string; icon?: NavIconName };
export type NavEntryView =
  ({ kind: 'link' } & NavItemView) | { kind: 'menu'; id: NavMenuId; label: string; items: NavItemView[] };

export const headerNav: readonly NavEntry[] = [
  { kind: 'link', href: '/', labelKey: 'home' },
  {
    kind: 'menu',
    id: 'about',
    labelKey: 'aboutMenu',
    items: [
      { href: '/about', labelKey: 'about', hintKey: 'aboutHint', icon: 'info' },
      { href: '/team', labelKey: 'team', hintKey: 'teamHint', icon: 'users' },
    ],
  },
  { kind: 'link', href: '/project', labelKey: 'project' },
  {
    kind: 'menu',
    id: 'resources',
    labelKey: 'resourcesMenu',
    items: [
      { href: '/events', labelKey: 'events', hintKey: 'eventsHint', icon: 'calendar-days' },
      { href: '/blog', labelKey: 'blog', hintKey: 'blogHint', icon: 'newspaper' },
    ],
  },
  {
    kind: 'menu',
    id: 'contact',
    labelKey: 'contactMenu',
    items: [
      { href: '/contact', labelKey: 'contact', hintKey: 'contactHint', icon: 'mail' },
      { href: '/investment', labelKey: 'investment', hintKey: 'investmentHint', icon: 'trending-up' },
    ],
  },
];

type FooterLink = { href: string; labelKey: FooterKey };
type FooterSection = { titleKey: FooterKey; links: FooterLink[] };

export const footerSections: readonly FooterSection[] = [
  {
    titleKey: 'company',
    links: [
      { href: '/about', labelKey: 'about' },
      { href: '/team', labelKey: 'team' },
      { href: '/careers', labelKey: 'careers' },
      { href: '/press', labelKey: 'press' },
    ],
  },
  {
    titleKey: 'product',
    links: [
      { href: '/project', labelKey: 'project' },
      { href: '/features', labelKey: 'features' },
      { href: '/pricing', labelKey: 'pricing' },
      { href: '/api', labelKey: 'api' },
    ],
  },
  {
    titleKey: 'resources',
    links: [
      { href: '/blog', labelKey: 'blog' },
      { href: '/documentation', labelKey: 'documentation' },
      { href: '/support', labelKey: 'support' },
      { href: '/community', labelKey: 'community' },
    ],
  },
  {
    titleKey: 'legal',
    links: [
      { href: '/privacy', labelKey: 'privacy' },
      { href: '/terms', labelKey: 'terms' },
      { href: '/cookie', labelKey: 'cookie' },
      { href: '/security', labelKey: 'security' },
    ],
  },
];

export type SocialId = 'codeHost' | 'microblog' | 'professional' | 'mail';
// href null: shown but not linked (no public page yet).
type SocialLink = { id: SocialId; labelKey: FooterKey; href: string | null };

export const socialLinks: readonly SocialLink[] = [
  { id: 'codeHost', labelKey: 'codeHost', href: null },
  { id: 'microblog', labelKey: 'microblog', href: 'https://x.com/sahla_ai' },
  { id: 'professional', labelKey: 'professional', href: 'https://www.linkedin.com/company/sahla-ai' },
  { id: 'mail', labelKey: 'mail', href: 'mailto:hello@sahla.ma' },
];

/** Paths are locale-free. */
function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return clean === href;
}

/** Below a section (a post under /blog) the section's link is current, but not as the page. */
export function isWithinPath(pathname: string | null, href: string): boolean {
  if (!pathname || href === '/') return isCurrentPath(pathname, href);
  return isCurrentPath(pathname, href) || pathname.startsWith(`${href}/`);
}

export function ariaCurrent(pathname: string | null, href: string): 'page' | 'true' | undefined {
  if (isCurrentPath(pathname, href)) return 'page';
  return isWithinPath(pathname, href) ? 'true' : undefined;
}
