'use client';

import { useEffect, useState } from 'react';
import { actionButtonClass } from '@/components/ui/button';

type Text = Record<
  | 'intro'
  | 'button'
  | 'done'
  | 'confirmed'
  | 'unsubscribed'
  | 'checking'
  | 'invalid'
  | 'expired'
  | 'error'
  | 'working'
  | 'home',
  string
>;
type Props = { action: 'confirm' | 'unsubscribe'; text: Text; homePath: string };
type View = 'checking' | 'ready' | 'working' | 'done' | 'confirmed' | 'unsubscribed' | 'invalid' | 'expired' | 'error';

const tokenFromUrl = () => new URLSearchParams(window.location.search).get('token') ?? '';

async function ask(action: string, method: 'GET' | 'POST', token: string): Promise<View> {
  try {
    const res =
      method === 'GET'
        ? await fetch(`/api/newsletter/${action}?token=${encodeURIComponent(token)}`, { cache: 'no-store' })
        : await fetch(`/api/newsletter/${action}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ token }),
          });
    const body = await res.json().catch(() => ({}));
    if (res.status === 400) return body.reason === 'expired' ? 'expired' : 'invalid';
    if (!res.ok) return 'error';
    if (body.changed) return 'done';
    if (method === 'GET') {
      // A look at a link that still has work to do shows the button.
      const work = action === 'confirm' ? body.status === 'pending' : body.status !== 'unsubscribed';
      if (work) return 'ready';
    }
    return body.status === 'confirmed' ? 'confirmed' : 'unsubscribed';
  } catch {
    return 'error';
  }
}

/** Checks the link, then acts only when the visitor clicks (mail scanners that open links change nothing). */
export function SubscriptionAction({ action, text, homePath }: Props) {
  const [view, setView] = useState<View>('checking');

  useEffect(() => {
    const token = tokenFromUrl();
    void (token ? ask(action, 'GET', token) : Promise.resolve<View>('invalid')).then(setView);
  }, [action]);

  const act = async () => {
    setView('working');
    setView(await ask(action, 'POST', tokenFromUrl()));
  };

  const message: Partial<Record<View, string>> = {
    checking: text.checking,
    working: text.working,
    done: text.done,
    confirmed: text.confirmed,
    unsubscribed: text.unsubscribed,
    invalid: text.invalid,
    expired: text.expired,
    error: text.error,
  };
  const bad = view === 'invalid' || view === 'expired' || view === 'error';
  return (
    <div className="flex flex-col gap-5">
      {view === 'ready' ? (
        <>
          <p className="text-lg text-muted">{text.intro}</p>
          <button type="button" onClick={() => void act()} className={`self-start ${actionButtonClass.primary}`}>
            {text.button}
          </button>
        </>
      ) : (
        <p role={bad ? 'alert' : 'status'} className={bad ? 'text-lg font-medium text-danger' : 'text-lg font-medium'}>
          {message[view]}
        </p>
      )}
      <a href={homePath} className="self-start text-sm font-medium text-primary hover:underline">
        {text.home}
      </a>
    </div>
  );
}
