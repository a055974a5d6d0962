import type { Leadline, Me } from '@leadline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'preact/hooks';
import { Router } from 'wouter-preact';
import { Session } from './context.js';
import { SignIn } from './pages/sign-in.js';
import { type Credentials, clientFor, forgetCredentials, savedCredentials } from './session.js';
import { Shell } from './shell.js';
import { useAsync } from './use-async.js';

/** Signed in (a client and what /me says of it) or the sign-in form. */
export function App() {
  const [client, setClient] = useState<Leadline | null>(() => {
    const saved = savedCredentials();
    return saved ? clientFor(saved) : null;
  });
  const [me, setMe] = useState<Me | null>(null);
  const queries = useQueryClient();
  const restoring = useAsync(async () => {
    if (!client || me) return;
    try {
      setMe(await client.me.show());
    } catch {
      forgetCredentials();
      setClient(null);
    }
  }, [client]);

  const signOut = () => {
    forgetCredentials();
    queries.clear();
    setMe(null);
    setClient(null);
  };
  const signedIn = (credentials: Credentials, answer: Me) => {
    setClient(clientFor(credentials));
    setMe(answer);
  };

  return (
    <Router base="/console">
      {client && me ? (
        <Session.Provider value={{ client, me, signOut }}>
          <Shell />
        </Session.Provider>
      ) : client && restoring ? (
        <p class="loading" role="status">
          Signing in…
        </p>
      ) : (
        <SignIn onSignedIn={signedIn} />
      )}
    </Router>
  );
}
