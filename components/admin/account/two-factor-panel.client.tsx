'use client';

import { useState, type FormEvent } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import { ApiError, call } from '../admin-api';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { useAdminAction } from '../inbox/use-admin-action';
import { compactInputClass } from '../styles';

type Props = {
  token: string;
  labels: InboxLabels;
  enabled: boolean;
  onSessionEnded: () => void;
  /** Turned on (after the codes were seen) or off: the admin re-reads the session. */
  onChanged: () => void;
};

const send = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** A 400 is the person's typo (wrong code or password), said in their language; anything else is a failure. */
async function orTypo<T>(work: () => Promise<T>): Promise<T | 'typo'> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return 'typo';
    throw error;
  }
}

/** Turning two-factor sign-in on (QR code, secret, a code to confirm, the recovery codes once) or off. */
export function TwoFactorPanel({ token, labels, enabled, onSessionEnded, onChanged }: Props) {
  const text = labels.twoFactor;
  const action = useAdminAction(labels.inbox, onSessionEnded);
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const start = async () => {
    const res = await action.run(() => call('/api/admin/account/2fa', token, send('POST')).then((r) => r.json()));
    if (res) setSetup(res);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(setup ? 'code' : 'password') ?? '');
    const result = await action.run(() =>
      orTypo(async () =>
        setup
          ? (await (await call('/api/admin/account/2fa', token, send('PUT', { code: value }))).json()).recoveryCodes
          : call('/api/admin/account/2fa', token, send('DELETE', { password: value })),
      ),
    );
    if (result === 'typo')
      return action.setNotice({ kind: 'error', text: setup ? text.wrongCode : text.wrongPassword });
    if (result === undefined) return;
    if (setup) {
      setSetup(null);
      setCodes(result as string[]);
    } else {
      action.setNotice({ kind: 'success', text: text.turnedOff });
      onChanged();
    }
  };

  const label = 'flex flex-col gap-1 text-sm font-medium';
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      aria-labelledby="two-factor-title"
    >
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {text.title}
      </h2>
      {codes ? (
        <>
          <h3 className="font-semibold">{text.recoveryTitle}</h3>
          <p className="text-sm text-muted">{text.recoveryIntro}</p>
          <ol
            className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
            dir="ltr"
            aria-label={text.recoveryTitle}
          >
            {codes.map((code) => (
              <li key={code} className="rounded-md bg-surface-2 px-2 py-1 text-center">
                {code}
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={`${adminButtonClass.smallPrimary} self-start`}
            onClick={() => {
              setCodes(null);
              onChanged();
            }}
          >
            {text.saved}
          </button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{enabled ? text.onIntro : setup ? text.scan : text.offIntro}</p>
          {setup && (
            <div className="flex flex-wrap items-center gap-4">
              {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server, nothing to optimise */}
              <img src={setup.qr} alt={text.qrAlt} width={180} height={180} className="rounded-lg bg-white p-2" />
              <p className="flex min-w-0 flex-col gap-1 text-sm">
                <span className="font-medium">{text.secret}</span>
                <code dir="ltr" className="rounded-md bg-surface-2 px-2 py-1 font-mono break-all" data-totp-secret>
                  {setup.secret}
                </code>
              </p>
            </div>
          )}
          {!enabled && !setup ? (
            <button
              type="button"
              className={`${adminButtonClass.smallPrimary} self-start`}
              disabled={action.busy}
              onClick={() => void start()}
            >
              {text.turnOn}
            </button>
          ) : (
            <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
              <label className={label}>
                {setup ? text.code : text.password}
                <input
                  key={setup ? 'code' : 'password'}
                  name={setup ? 'code' : 'password'}
                  type={setup ? 'text' : 'password'}
                  inputMode={setup ? 'numeric' : undefined}
                  autoComplete={setup ? 'one-time-code' : 'current-password'}
                  dir="ltr"
                  required
                  className={compactInputClass}
                />
              </label>
              <button
                type="submit"
                className={setup ? adminButtonClass.smallPrimary : adminButtonClass.smallDanger}
                disabled={action.busy}
              >
                {setup ? text.confirm : text.turnOff}
              </button>
            </form>
          )}
        </>
      )}
      <NoticeLine notice={action.notice} />
    </section>
  );
}
