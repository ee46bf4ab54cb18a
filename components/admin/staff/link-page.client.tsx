'use client';

import { useEffect, useState, type FormEvent } from 'react';
import type en from '@/messages/en.json';
import { adminButtonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/use-hydrated';
import { fill } from '../fill';
import { linkApi, type LinkReason } from './link-api';
import { PasswordFields } from './password-fields';

type Text = (typeof en)['AdminStaff'];
type Props = { mode: 'invitation' | 'reset'; token: string | null; text: Text; locale: string; signInHref: string };

type State =
  | { step: 'checking' }
  | { step: 'form'; email?: string; error?: string }
  | { step: 'request'; error?: string }
  | { step: 'done'; message: string }
  | { step: 'refused'; reason: 'invalid' | 'expired' | 'used' };

const MIN_LENGTH = 12;

/**
 * The pages a mailed link opens: accepting an invitation (name and password) or setting a new
 * password; without a link, the reset page asks for the email address instead. A link that is
 * unknown, expired or used says which, with the way back to sign-in.
 */
export function LinkPage({ mode, token, text, locale, signInHref }: Props) {
  const [state, setState] = useState<State>(
    token ? { step: 'checking' } : { step: mode === 'reset' ? 'request' : 'form' },
  );
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!token) return;
    const check = mode === 'invitation' ? linkApi.invitation(token) : linkApi.resetLink(token);
    void check.then((r) => {
      if (r.ok) setState({ step: 'form', email: (r.body as { email?: string } | null)?.email });
      else
        setState(
          r.reason === 'expired' || r.reason === 'used'
            ? { step: 'refused', reason: r.reason }
            : { step: 'refused', reason: 'invalid' },
        );
    });
  }, [mode, token]);

  const problem = (reason: LinkReason): State => {
    if (reason === 'invalid' || reason === 'expired' || reason === 'used') return { step: 'refused', reason };
    const error = reason === 'weak' ? text.accept.weak : reason === 'too-many' ? text.reset.tooMany : text.failed;
    return state.step === 'request' ? { step: 'request', error } : { ...(state as { step: 'form' }), error };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    if (state.step === 'form') {
      if (value('password').length < MIN_LENGTH) return setState({ ...state, error: text.accept.weak });
      if (value('password') !== value('repeatPassword')) return setState({ ...state, error: text.accept.mismatch });
    }
    setBusy(true);
    const result =
      state.step === 'request'
        ? await linkApi.askReset(value('email').trim(), locale)
        : mode === 'invitation'
          ? await linkApi.accept(token ?? '', value('displayName').trim(), value('password'))
          : await linkApi.reset(token ?? '', value('password'));
    setBusy(false);
    if (!result.ok) return setState(problem(result.reason));
    const done =
      state.step === 'request'
        ? text.reset.sent
        : mode === 'invitation'
          ? fill(text.accept.done, { email: (state.step === 'form' && state.email) || '' })
          : text.reset.done;
    setState({ step: 'done', message: done });
  };

  const title =
    mode === 'invitation' ? text.accept.title : state.step === 'request' ? text.reset.requestTitle : text.reset.title;
  const intro =
    mode === 'invitation'
      ? fill(text.accept.intro, { email: (state.step === 'form' && state.email) || '…' })
      : state.step === 'request'
        ? text.reset.requestIntro
        : text.reset.intro;
  const back = (
    <a href={signInHref} className="self-center text-sm font-medium text-primary hover:underline">
      {mode === 'reset' && state.step !== 'done' ? text.reset.back : text.link.goToSignIn}
    </a>
  );
  return (
    <div className="mx-auto w-full max-w-md py-16">
      <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="rounded-full bg-primary/10 p-3 text-primary">
            <Icon name="lock-keyhole" className="h-6 w-6" />
          </span>
          <h1 className="text-2xl font-bold">{title}</h1>
        </div>
        {state.step === 'checking' && (
          <p role="status" className="text-center text-muted">
            {text.link.checking}
          </p>
        )}
        {state.step === 'refused' && (
          <p
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
          >
            {text.link[state.reason]}
          </p>
        )}
        {state.step === 'done' && (
          <p
            role="status"
            className="rounded-lg border border-border bg-surface-2 px-4 py-3 text-sm font-medium text-success"
          >
            {state.message}
          </p>
        )}
        {(state.step === 'form' || state.step === 'request') && (
          <form className="flex flex-col gap-5" onSubmit={(e) => void submit(e)}>
            <p className="text-center text-sm text-muted">{intro}</p>
            <PasswordFields step={state.step} mode={mode} text={text} />
            {state.error && (
              <p role="alert" className="text-sm font-medium text-danger">
                {state.error}
              </p>
            )}
            <button type="submit" disabled={busy || !hydrated} className={adminButtonClass.largePrimary}>
              {busy
                ? text.accept.saving
                : state.step === 'request'
                  ? text.reset.send
                  : mode === 'invitation'
                    ? text.accept.submit
                    : text.reset.submit}
            </button>
          </form>
        )}
        {back}
      </div>
    </div>
  );
}
