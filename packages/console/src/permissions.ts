import type { Me } from '@leadline/sdk';

/** The resource families GET /me reports access to (core's RESOURCE_FAMILIES). */
export type Family = 'calls' | 'leads' | 'buyers' | 'offers' | 'numbers' | 'webhooks' | 'messaging';

const RANK = { none: 0, read: 1, write: 2 } as const;

/** What the key may do decides what is shown and which buttons exist: the server's rule, read off /me. */
export function can(me: Me, family: Family, need: 'read' | 'write'): boolean {
  if (me.permissions.superuser) return true;
  const granted = me.permissions.access[family] ?? me.permissions.access['*'] ?? 'none';
  return RANK[granted] >= RANK[need];
}
