import { APIError, type Me } from '@leadline/sdk';
import { useState } from 'preact/hooks';
import { problem } from '../format.js';
import { type Credentials, clientFor, saveCredentials } from '../session.js';

/**
 * A key pair, or a developer token (and the company, when the token reaches
 * several: the server says so by asking for company_id).
 */
export function SignIn({ onSignedIn }: { onSignedIn: (credentials: Credentials, me: Me) => void }) {
  const [kind, setKind] = useState<'keys' | 'token'>('keys');
  const [needsCompany, setNeedsCompany] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    const credentials: Credentials =
      kind === 'keys'
        ? { kind, publicKey: field('public_key'), privateKey: field('private_key') }
        : {
            kind,
            authToken: field('auth_token'),
            ...(field('company_id') ? { companyId: field('company_id') } : {}),
          };
    setBusy(true);
    setError('');
    try {
      const me = await clientFor(credentials).me.show();
      saveCredentials(credentials);
      onSignedIn(credentials, me);
    } catch (e) {
      if (e instanceof APIError && e.errors.company_id) setNeedsCompany(true);
      setError(e instanceof APIError && e.status === 401 ? 'These credentials are not valid.' : problem(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" class="sign-in">
      <h1>Sign in to the Leadline console</h1>
      <form onSubmit={submit} aria-describedby="sign-in-note">
        <fieldset>
          <legend>Sign in with</legend>
          <label class="inline">
            <input type="radio" name="kind" checked={kind === 'keys'} onChange={() => setKind('keys')} /> A
            key pair
          </label>
          <label class="inline">
            <input type="radio" name="kind" checked={kind === 'token'} onChange={() => setKind('token')} /> A
            developer token
          </label>
        </fieldset>
        {kind === 'keys' ? (
          <>
            <label>
              Public key
              <input name="public_key" required autoComplete="username" spellcheck={false} />
            </label>
            <label>
              Private key
              <input name="private_key" type="password" required autoComplete="current-password" />
            </label>
          </>
        ) : (
          <>
            <label>
              Developer token
              <input name="auth_token" type="password" required autoComplete="current-password" />
            </label>
            {needsCompany && (
              <label>
                Company (id or subdomain)
                <input name="company_id" required />
              </label>
            )}
          </>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <p id="sign-in-note" class="note">
          Kept in this tab only (session storage) and cleared when you sign out.
        </p>
      </form>
    </main>
  );
}
