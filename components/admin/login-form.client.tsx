'use client';

import { useState, type FormEvent } from 'react';
import { login, loginSecondStep } from './admin-api';
import type en from '@/messages/en.json';
import { AdminField } from './admin-field';
import type { AdminText } from './labels';
import { inputClass } from './styles';
import { Icon } from '@/components/ui/icon';
import { adminButtonClass } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';

type Props = {
  text: AdminText;
  notice?: string;
  /** The password-reset page, asked for by email. */
  forgot: { label: string; href: string };
  /** The code step's words, for people with two-factor sign-in. */
  codeText: (typeof en)['AdminTwoFactor'];
  onLoggedIn: (token: string) => Promise<void>;
};

export function LoginForm({ text, notice, forgot, codeText, onLoggedIn }: Props) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  /** Set once the password was right for someone with two-factor: the form asks for the code. */
  const [ticket, setTicket] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setMessage(null);
    const field = (name: string) => String(data.get(name) ?? '');
    const result = ticket
      ? await loginSecondStep(ticket, field('code'))
      : await login(field('username'), field('password'));
    if (result.ok === 'second-factor') {
      setTicket(result.ticket);
      setBusy(false);
      return;
    }
    if (result.ok) {
      setMessage({ kind: 'success', text: text.loginSuccess });
      await onLoggedIn(result.token);
      return;
    }
    // Known answers are shown in the page's language; anything else as the server said it.
    const wrong = !ticket
      ? text.invalidCredentials
      : /expired/.test(result.message ?? '')
        ? codeText.loginExpired
        : codeText.loginWrong;
    const known: Record<number, string> = { 401: wrong, 429: text.tooManyAttempts };
    if (ticket && /expired/.test(result.message ?? '')) setTicket(null);
    setMessage({ kind: 'error', text: known[result.status] ?? result.message ?? text.loginFailed });
    setBusy(false);
  }

  return (
    <div className="mx-auto w-full max-w-md py-16">
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-8 shadow-sm"
        aria-labelledby="admin-login-title"
      >
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="rounded-full bg-primary/10 p-3 text-primary">
            <Icon name="lock-keyhole" className="h-6 w-6" />
          </span>
          <h1 id="admin-login-title" className="text-2xl font-bold">
            {ticket ? codeText.loginTitle : text.loginTitle}
          </h1>
          <p className="text-sm text-muted">{ticket ? codeText.loginIntro : text.loginIntro}</p>
        </div>
        {notice && (
          <p role="status" className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm">
            {notice}
          </p>
        )}
        {ticket ? (
          <AdminField id="admin-code" label={codeText.loginCode}>
            {(a11y) => (
              <input
                key="code"
                name="code"
                required
                autoComplete="one-time-code"
                inputMode="text"
                dir="ltr"
                className={inputClass}
                autoFocus
                {...a11y}
              />
            )}
          </AdminField>
        ) : (
          <>
            <AdminField id="admin-username" label={text.username}>
              {(a11y) => (
                <input name="username" required autoComplete="username" dir="ltr" className={inputClass} {...a11y} />
              )}
            </AdminField>
            <AdminField id="admin-password" label={text.password}>
              {(a11y) => (
                <input
                  name="password"
                  type="password"
                  required
                  autoComplete="current-password"
                  dir="ltr"
                  className={inputClass}
                  {...a11y}
                />
              )}
            </AdminField>
          </>
        )}
        {message && (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={`text-sm font-medium ${message.kind === 'error' ? 'text-danger' : 'text-success'}`}
          >
            {message.text}
          </p>
        )}
        <button type="submit" disabled={busy || !hydrated} className={adminButtonClass.largePrimary}>
          {busy ? text.loggingIn : ticket ? codeText.verify : text.login}
        </button>
        <a href={forgot.href} className="self-center text-sm font-medium text-primary hover:underline">
          {forgot.label}
        </a>
      </form>
    </div>
  );
}
