'use client';

import { fill } from './fill';
import type { InboxLabels } from './inbox/labels';
import { adminButtonClass } from '@/components/ui/button';

import type { Operation } from '@/lib/auth/access';

/** Each tab and the operation that shows it (lib/auth/access.ts): a role sees only what it may use. */
const ADMIN_TABS = {
  posts: 'posts.read',
  events: 'events.read',
  pages: 'pages.read',
  figures: 'figures.read',
  newsletter: 'newsletter.read',
  inbox: 'inbox.read',
  stats: 'stats.read',
  subscribers: 'subscribers.read',
  mail: 'mail.read',
  audit: 'audit.read',
  staff: 'staff.read',
  account: 'account.own',
} as const satisfies Record<string, Operation>;
export type AdminTab = keyof typeof ADMIN_TABS;

/** The tabs the allowed operations open, in order. */
export function tabsFor(can: readonly string[]): AdminTab[] {
  return (Object.keys(ADMIN_TABS) as AdminTab[]).filter((tab) => can.includes(ADMIN_TABS[tab]));
}

/** A tab's name in the admin's language: Newsletter and Stats have their words in their own blocks. */
export function tabLabel(labels: InboxLabels, tab: AdminTab): string {
  if (tab === 'newsletter') return labels.newsletter.tab;
  if (tab === 'stats') return labels.stats.tab;
  return labels.inbox.tabs[tab];
}

type Props = {
  labels: InboxLabels;
  tabs: AdminTab[];
  tab: AdminTab;
  newItems: number;
  name: string;
  onTab: (tab: AdminTab) => void;
  onSignOut: () => void;
};

/** The admin area's sections, with the number of new inquiries and messages on Inbox. */
export function AdminTabs({ labels, tabs, tab, newItems, name, onTab, onSignOut }: Props) {
  const text = labels.inbox;
  return (
    <div className="flex flex-col gap-3 border-b border-border pt-6 pb-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{fill(text.signedInAs, { name })}</p>
        {/* Post management has its own Logout button beside "Add New Blog": one sign-out per screen. */}
        {tab !== 'posts' && (
          <button type="button" onClick={onSignOut} className={adminButtonClass.small}>
            {text.signOut}
          </button>
        )}
      </div>
      <nav aria-label={text.adminNav} className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1">
          {tabs.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-current={tab === name ? 'page' : undefined}
                onClick={() => onTab(name)}
                className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted hover:text-foreground aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary"
              >
                {tabLabel(labels, name)}
                {name === 'inbox' && newItems > 0 && (
                  <span
                    className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
                    aria-label={fill(text.newCount, { count: newItems })}
                  >
                    {newItems}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
