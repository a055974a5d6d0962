import type { Leadline, Me } from '@leadline/sdk';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

export interface SessionValue {
  client: Leadline;
  me: Me;
  signOut: () => void;
}

export const Session = createContext<SessionValue | null>(null);

/** The signed-in client and what GET /me said of its credentials. */
export function useSession(): SessionValue {
  const value = useContext(Session);
  if (!value) throw new Error('useSession outside a signed-in console');
  return value;
}
