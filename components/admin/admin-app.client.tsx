'use client';

import { useCallback, useEffect, useState } from 'react';
import { checkToken, TOKEN_KEY } from './admin-api';
import { BlogManager } from './blog-manager.client';
import type { AdminLabels } from './labels';
import { LoginForm } from './login-form.client';

type State =
  | { status: 'checking' }
  | { status: 'anonymous'; notice?: string }
  | { status: 'signed-in'; token: string; username: string; welcome: boolean };

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
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
 * the server accepts shows blog management, anything else shows the login form.
 */
export function AdminApp({ labels }: { labels: AdminLabels }) {
  const [state, setState] = useState<State>({ status: 'checking' });

  const verify = useCallback(async (token: string | null, welcome: boolean) => {
    const username = token ? await checkToken(token) : null;
    if (token && username) {
      setState({ status: 'signed-in', token, username, welcome });
    } else {
      forgetToken();
      setState({ status: 'anonymous' });
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the check must wait for the browser's storage
    void verify(readToken(), false);
  }, [verify]);

  const onLoggedIn = async (token: string) => {
    try {
      localStorage.setItem(TOKEN_KEY, token);
    } catch {
      // Without storage the session lasts until the page is left.
    }
    await verify(token, true);
  };

  const signOut = useCallback((notice?: string) => {
    forgetToken();
    setState({ status: 'anonymous', notice });
  }, []);

  if (state.status === 'checking') {
    return (
      <p role="status" className="py-24 text-center text-muted">
        {labels.text.loading}
      </p>
    );
  }
  if (state.status === 'anonymous') {
    return <LoginForm text={labels.text} notice={state.notice} onLoggedIn={onLoggedIn} />;
  }
  return (
    <BlogManager
      labels={labels}
      token={state.token}
      username={state.username}
      welcome={state.welcome}
      onLogout={() => signOut()}
      onSessionEnded={() => signOut(labels.text.sessionEnded)}
    />
  );
}
