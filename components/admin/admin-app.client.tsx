'use client';

import { useCallback, useEffect, useState } from 'react';
import { checkToken, TOKEN_KEY, type SignedIn } from './admin-api';
import { AdminSections } from './admin-sections.client';
import { inboxApi } from './inbox/inbox-api';
import type { InboxLabels } from './inbox/labels';
import type { AdminLabels } from './labels';
import { LoginForm } from './login-form.client';
import { useActivityRenewal } from './use-activity-renewal.client';
import { localePath } from '@/lib/routing/locale-path';

type State =
  | { status: 'checking' }
  | { status: 'anonymous'; notice?: string }
  | ({ status: 'signed-in'; token: string; welcome: boolean } & SignedIn);

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function keepToken(token: string) {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts until the page is left.
  }
}

function forgetToken() {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was kept anyway.
  }
}

/**
 * The admin area: a stored token is checked with the server first ("Loading..."); only a token
 * the server accepts shows the admin sections, anything else shows the login form.
 */
export function AdminApp({ labels, inbox }: { labels: AdminLabels; inbox: InboxLabels }) {
  const [state, setState] = useState<State>({ status: 'checking' });

  const verify = useCallback(
    async (token: string | null, welcome: boolean) => {
      const user = token ? await checkToken(token) : null;
      if (token && user && user !== 'idle') {
        setState({ status: 'signed-in', token, ...user, welcome });
      } else {
        forgetToken();
        setState({ status: 'anonymous', notice: user === 'idle' ? labels.text.sessionIdle : undefined });
      }
    },
    [labels.text.sessionIdle],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the check must wait for the browser's storage
    void verify(readToken(), false);
  }, [verify]);

  const onLoggedIn = async (token: string) => {
    keepToken(token);
    await verify(token, true);
  };

  const signOut = useCallback((notice?: string) => {
    forgetToken();
    setState({ status: 'anonymous', notice });
  }, []);

  const token = state.status === 'signed-in' ? state.token : null;
  // A refused call does not say why; asking once more tells an idle session from an ended one.
  const sessionEnded = useCallback(
    (idle?: boolean) => {
      const why = idle === undefined && token ? checkToken(token) : Promise.resolve(idle ? 'idle' : null);
      void why.then((state) => signOut(state === 'idle' ? labels.text.sessionIdle : labels.text.sessionEnded));
    },
    [token, signOut, labels.text.sessionIdle, labels.text.sessionEnded],
  );
  useActivityRenewal(token, sessionEnded);

  if (state.status === 'checking') {
    return (
      <p role="status" className="py-24 text-center text-muted">
        {labels.text.loading}
      </p>
    );
  }
  if (state.status === 'anonymous') {
    const forgot = { label: inbox.staff.reset.forgot, href: localePath(inbox.locale, '/admin/reset') };
    return (
      <LoginForm
        text={labels.text}
        notice={state.notice}
        forgot={forgot}
        codeText={inbox.twoFactor}
        onLoggedIn={onLoggedIn}
      />
    );
  }
  return (
    <AdminSections
      labels={labels}
      inbox={inbox}
      token={state.token}
      username={state.username}
      displayName={state.displayName}
      can={state.can}
      twoFactor={state.twoFactor}
      onTwoFactorChanged={() => void verify(state.token, false)}
      welcome={state.welcome}
      onToken={(fresh) => {
        keepToken(fresh);
        setState({ ...state, token: fresh, welcome: false });
      }}
      // Revoked on the server first, so a copy of the token is useless too; forgotten here either way.
      onSignOut={() => void inboxApi.signOut(state.token).finally(() => signOut())}
      onSessionEnded={() => sessionEnded()}
    />
  );
}
