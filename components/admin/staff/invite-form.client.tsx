'use client';

import type { FormEvent } from 'react';
import { STAFF_ROLES } from '@/lib/constants/staff';
import { adminButtonClass } from '@/components/ui/button';
import { ApiError } from '../admin-api';
import { fill } from '../fill';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { useAdminAction } from '../inbox/use-admin-action';
import { compactInputClass } from '../styles';
import { staffApi } from './staff-api';

type Props = { token: string; labels: InboxLabels; onSessionEnded: () => void; onInvited: () => void };

/** Email and role: the person gets a mail with a link valid 7 days. */
export function InviteForm({ token, labels, onSessionEnded, onInvited }: Props) {
  const text = labels.staff;
  const action = useAdminAction(labels.inbox, onSessionEnded);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    // A taken or malformed address is the person's to fix, not a failure of the call.
    const outcome = await action.run(async () => {
      try {
        await staffApi.invite(token, email, String(data.get('role')), labels.locale);
        return 'sent' as const;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return 'exists' as const;
        if (error instanceof ApiError && error.status === 400) return 'invalid' as const;
        throw error;
      }
    });
    if (outcome === 'sent') {
      form.reset();
      action.setNotice({ kind: 'success', text: fill(text.invited, { email }) });
      onInvited();
    } else if (outcome) {
      action.setNotice({ kind: 'error', text: outcome === 'exists' ? text.exists : text.invalidEmail });
    }
  };

  const label = 'flex flex-col gap-1 text-sm font-medium';
  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="invite-title"
    >
      <h2 id="invite-title" className="text-lg font-semibold">
        {text.inviteTitle}
      </h2>
      <p className="text-sm text-muted">{text.inviteHint}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className={`${label} min-w-0 flex-1 basis-56`}>
          {text.email}
          <input
            name="email"
            type="email"
            dir="ltr"
            required
            maxLength={254}
            className={`${compactInputClass} h-10 w-full`}
          />
        </label>
        <label className={`${label} min-w-0 basis-36`}>
          {text.role}
          <select name="role" defaultValue="editor" className={`${compactInputClass} h-10 w-full`}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {text.roles[role]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`${adminButtonClass.smallPrimary} h-10`} disabled={action.busy}>
          {action.busy ? text.inviting : text.invite}
        </button>
      </div>
      <ul className="flex flex-col gap-1 text-xs text-muted">
        {STAFF_ROLES.map((role) => (
          <li key={role}>
            <span className="font-semibold text-foreground">{text.roles[role]}</span>: {text.roleHints[role]}
          </li>
        ))}
      </ul>
      <NoticeLine notice={action.notice} />
    </form>
  );
}
