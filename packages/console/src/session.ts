import { Leadline } from '@leadline/sdk';

/** What signs the console in: a key pair, or a developer token and the company it acts in. */
export type Credentials =
  | { kind: 'keys'; publicKey: string; privateKey: string }
  | { kind: 'token'; authToken: string; companyId?: string };

/**
 * Credentials live in this tab's sessionStorage only: they survive a reload,
 * leave with the tab, and never go into a URL, a cookie or a log.
 */
const KEY = 'leadline.console.credentials';

export function savedCredentials(): Credentials | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Credentials;
  } catch {
    sessionStorage.removeItem(KEY);
    return null;
  }
}

export function saveCredentials(credentials: Credentials): void {
  sessionStorage.setItem(KEY, JSON.stringify(credentials));
}

export function forgetCredentials(): void {
  sessionStorage.removeItem(KEY);
}

/** A client on the server that served the console, with these credentials. */
export function clientFor(credentials: Credentials): Leadline {
  const common = { baseURL: window.location.origin, maxRetries: 1, logLevel: 'off' as const };
  return credentials.kind === 'keys'
    ? new Leadline({ ...common, publicKey: credentials.publicKey, privateKey: credentials.privateKey })
    : new Leadline({
        ...common,
        authToken: credentials.authToken,
        ...(credentials.companyId ? { companyId: credentials.companyId } : {}),
      });
}
