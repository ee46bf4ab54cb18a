'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { fill } from '../fill';
import { formatTime } from '../inbox/format';
import { inboxApi } from '../inbox/inbox-api';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { adminButtonClass } from '@/components/ui/button';
import { compactInputClass } from '../styles';
import { useAdminAction } from '../inbox/use-admin-action';
import { ApiError, UnauthorizedError } from '../admin-api';

type Props = {
  token: string;
  labels: InboxLabels;
  onSessionEnded: () => void;
  /** The fresh token after a password change (every other session has ended). */
  onToken: (token: string) => void;
  onDisplayName: (name: string) => void;
};

const MIN_LENGTH = 12;

/** Display name (published as the author) and password change. */
export function AccountPanel({ token, labels, onSessionEnded, onToken, onDisplayName }: Props) {
  const text = labels.account;
  const [account, setAccount] = useState<{ username: string; displayName: string; sessionEndsAt: string } | null>(null);
  const name = useAdminAction(labels.inbox, onSessionEnded);
  const password = useAdminAction(labels.inbox, onSessionEnded);

  useEffect(() => {
    void name.run(() => inboxApi.account(token)).then((a) => a && setAccount(a));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per token
  }, [token]);

  const saveName = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const displayName = String(new FormData(event.currentTarget).get('displayName') ?? '').trim();
    if (
      await name.run(
        () => inboxApi.setDisplayName(token, displayName),
        () => text.saved,
      )
    )
      onDisplayName(displayName);
  };

  const changePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const [current, next, repeat] = ['currentPassword', 'newPassword', 'repeatPassword'].map((k) =>
      String(data.get(k) ?? ''),
    );
    if (next.length < MIN_LENGTH) return password.setNotice({ kind: 'error', text: text.tooShort });
    if (next !== repeat) return password.setNotice({ kind: 'error', text: text.mismatch });
    try {
      const result = await inboxApi.changePassword(token, current!, next!);
      form.reset();
      password.setNotice({ kind: 'success', text: text.passwordChanged });
      onToken(result.token);
    } catch (error) {
      if (error instanceof UnauthorizedError) return onSessionEnded();
      if (!(error instanceof ApiError)) return password.setNotice({ kind: 'error', text: labels.inbox.failed });
      if (error.status === 503) return password.setNotice({ kind: 'error', text: labels.inbox.dbDown });
      const { currentPassword, newPassword = '' } = error.errors;
      const reason = currentPassword
        ? text.wrongPassword
        : /login name/.test(newPassword)
          ? text.containsUsername
          : text.tooWeak;
      password.setNotice({ kind: 'error', text: error.status === 400 ? reason : labels.inbox.failed });
    }
  };

  const section = 'flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6';
  const label = 'flex flex-col gap-1 text-sm font-medium';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form className={section} onSubmit={(e) => void saveName(e)} aria-labelledby="display-name-title">
        <h2 id="display-name-title" className="text-lg font-semibold">
          {text.displayNameTitle}
        </h2>
        <p className="text-sm text-muted">{fill(text.displayNameHint, { username: account?.username ?? '…' })}</p>
        <label className={label}>
          {text.displayNameLabel}
          <input
            name="displayName"
            className={compactInputClass}
            defaultValue={account?.displayName}
            key={account?.displayName}
            minLength={2}
            maxLength={80}
            required
          />
        </label>
        <button type="submit" className={`${adminButtonClass.smallPrimary} self-start`} disabled={name.busy}>
          {text.save}
        </button>
        <NoticeLine notice={name.notice} />
        {account && (
          <p className="text-xs text-muted">
            {fill(text.sessionEnds, { time: formatTime(account.sessionEndsAt, labels) })}
          </p>
        )}
      </form>
      <form className={section} onSubmit={(e) => void changePassword(e)} aria-labelledby="password-title">
        <h2 id="password-title" className="text-lg font-semibold">
          {text.passwordTitle}
        </h2>
        <p id="password-rule" className="text-sm text-muted">
          {text.passwordRule}
        </p>
        {(['currentPassword', 'newPassword', 'repeatPassword'] as const).map((field) => (
          <label key={field} className={label}>
            {text[field]}
            <input
              type="password"
              name={field}
              dir="ltr"
              className={compactInputClass}
              required
              autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
              minLength={field === 'currentPassword' ? 1 : MIN_LENGTH}
              aria-describedby={field === 'currentPassword' ? undefined : 'password-rule'}
            />
          </label>
        ))}
        <button type="submit" className={`${adminButtonClass.smallPrimary} self-start`} disabled={password.busy}>
          {text.changePassword}
        </button>
        <NoticeLine notice={password.notice} />
      </form>
    </div>
  );
}
