'use client';

import { fill } from './fill';
import type { InboxLabels } from './inbox/labels';
import { adminButtonClass } from '@/components/ui/button';

const ADMIN_TABS = ['posts', 'inbox', 'subscribers', 'mail', 'audit', 'account'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

type Props = {
  labels: InboxLabels;
  tab: AdminTab;
  newItems: number;
  name: string;
  onTab: (tab: AdminTab) => void;
  onSignOut: () => void;
};

/** The admin area's sections, with the number of new inquiries and messages on Inbox. */
export function AdminTabs({ labels, tab, newItems, name, onTab, onSignOut }: Props) {
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
          {ADMIN_TABS.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-current={tab === name ? 'page' : undefined}
                onClick={() => onTab(name)}
                className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted hover:text-foreground aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary"
              >
                {text.tabs[name]}
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
