'use client';

import { useCallback, useEffect, useState } from 'react';
import { AccountPanel } from './account/account-panel.client';
import { TwoFactorPanel } from './account/two-factor-panel.client';
import { AdminTabs, type AdminTab } from './admin-tabs.client';
import { PostManager } from './post-manager.client';
import { inboxApi } from './inbox/inbox-api';
import { InboxPanel } from './inbox/inbox-panel.client';
import type { InboxLabels } from './inbox/labels';
import { AuditPanel, MailPanel, SubscribersPanel } from './inbox/simple-panels.client';
import type { AdminLabels } from './labels';
import { PermissionsProvider } from './permissions.client';
import { StaffPanel } from './staff/staff-panel.client';
import { tabLabel, tabsFor } from './admin-tabs.client';
import { NewsletterPanel } from './newsletter/newsletter-panel.client';
import { StatsPanel } from './stats/stats-panel.client';
import { EventsPanel } from './content/events-panel.client';
import { PagesPanel } from './content/pages-panel.client';
import { FiguresPanel } from './content/figures-panel.client';
import { confirmLeave } from './unsaved-guard';
import { UnsavedPrompt } from './unsaved-prompt.client';

type Props = {
  labels: AdminLabels;
  inbox: InboxLabels;
  token: string;
  username: string;
  displayName: string;
  /** Operations the role allows (lib/auth/access.ts): the tabs and buttons it lacks are hidden. */
  can: string[];
  /** With `required` and not `enabled`, only the Account tab is shown, to set it up. */
  twoFactor: { enabled: boolean; required: boolean };
  onTwoFactorChanged: () => void;
  welcome: boolean;
  onToken: (token: string) => void;
  onSignOut: () => void;
  onSessionEnded: () => void;
};

/** The signed-in admin area: the tab bar and the section it points at. */
export function AdminSections({
  labels,
  inbox,
  token,
  username,
  displayName,
  can,
  twoFactor,
  onTwoFactorChanged,
  welcome,
  onToken,
  onSignOut,
  onSessionEnded,
}: Props) {
  const mustSetUp = twoFactor.required && !twoFactor.enabled;
  const tabs = mustSetUp ? (['account'] as AdminTab[]) : tabsFor(can);
  const [tab, setTab] = useState<AdminTab>(tabs[0]!);
  const [name, setName] = useState(displayName);
  const [newItems, setNewItems] = useState(0);

  const refreshCount = useCallback(() => {
    inboxApi.counts(token).then(
      (c) => setNewItems(c.inquiries + c.messages),
      () => undefined, // the count is a hint; the panels report real failures
    );
  }, [token]);
  useEffect(refreshCount, [refreshCount, tab]);

  const common = { token, labels: inbox, onSessionEnded };
  return (
    <PermissionsProvider can={can}>
      <div className="flex flex-col gap-6 pb-16">
        <AdminTabs
          labels={inbox}
          tabs={tabs}
          tab={tab}
          newItems={newItems}
          name={name}
          // Another tab or signing out closes the post editor: its unsaved text is asked about first.
          onTab={(next) => void confirmLeave(labels.history.unsavedLeave).then((leave) => leave && setTab(next))}
          onSignOut={() => void confirmLeave(labels.history.unsavedLeave).then((leave) => leave && onSignOut())}
        />
        <UnsavedPrompt text={labels.history} />
        {tab !== 'posts' && <h1 className="text-2xl font-bold tracking-tight">{tabLabel(inbox, tab)}</h1>}
        {tab === 'posts' && (
          <PostManager
            labels={labels}
            token={token}
            username={name}
            welcome={welcome}
            onLogout={onSignOut}
            onSessionEnded={onSessionEnded}
          />
        )}
        {tab === 'newsletter' && <NewsletterPanel token={token} labels={inbox} onSessionEnded={onSessionEnded} />}
        {tab === 'events' && <EventsPanel {...common} />}
        {tab === 'pages' && <PagesPanel {...common} />}
        {tab === 'figures' && <FiguresPanel {...common} />}
        {tab === 'inbox' && <InboxPanel {...common} onChanged={refreshCount} />}
        {tab === 'stats' && <StatsPanel {...common} />}
        {tab === 'subscribers' && <SubscribersPanel {...common} />}
        {tab === 'mail' && <MailPanel {...common} />}
        {tab === 'audit' && <AuditPanel {...common} />}
        {tab === 'staff' && <StaffPanel {...common} me={{ username }} />}
        {tab === 'account' && (
          <>
            {mustSetUp && (
              <p
                role="status"
                className="rounded-lg border border-primary/40 bg-primary/10 px-4 py-3 text-sm font-medium"
              >
                {inbox.twoFactor.requiredNotice}
              </p>
            )}
            <TwoFactorPanel {...common} enabled={twoFactor.enabled} onChanged={onTwoFactorChanged} />
            <AccountPanel {...common} onToken={onToken} onDisplayName={setName} />
          </>
        )}
      </div>
    </PermissionsProvider>
  );
}
