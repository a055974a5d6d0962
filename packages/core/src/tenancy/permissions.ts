import { LeadlineError } from '../errors/index.js';

/**
 * Permissions are granted per resource family, read or write, plus a
 * superuser flag (suppression lists and admin resources need it). Every
 * declared resource names its family.
 */
export const RESOURCE_FAMILIES = [
  'calls',
  'leads',
  'contacts',
  'buyers',
  'offers',
  'schedules',
  'numbers',
  'messaging',
  'webhooks',
  'voice_agents',
  'reports',
  'settings',
  'admin',
] as const;

export type ResourceFamily = (typeof RESOURCE_FAMILIES)[number];
export type Access = 'none' | 'read' | 'write';
export type AccessGrants = Partial<Record<ResourceFamily | '*', Access>>;

export interface Permissions {
  superuser: boolean;
  /** Family → access; '*' covers every family not named. */
  access: AccessGrants;
}

export const FULL_ACCESS: AccessGrants = { '*': 'write' };

const RANK: Record<Access, number> = { none: 0, read: 1, write: 2 };

export function can(p: Permissions, family: ResourceFamily, need: 'read' | 'write'): boolean {
  if (p.superuser) return true;
  const granted = p.access[family] ?? p.access['*'] ?? 'none';
  return RANK[granted] >= RANK[need];
}

export function requireAccess(p: Permissions, family: ResourceFamily, need: 'read' | 'write'): void {
  if (!can(p, family, need)) {
    throw new LeadlineError('forbidden', `These credentials lack ${need} access to ${family}`);
  }
}

export function requireSuperuser(p: Permissions): void {
  if (!p.superuser) throw new LeadlineError('forbidden', 'Only superuser credentials may do this');
}

/**
 * Reads grants written as `leads:read,calls:write` or `*:read` (CLI flags) or
 * an object (API). Unknown families and access levels are a 422.
 */
export function parseGrants(input: string | Record<string, unknown>, param = 'permissions'): AccessGrants {
  const entries =
    typeof input === 'string'
      ? input
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((pair) => pair.split(':').map((s) => s.trim()) as [string, string?])
      : Object.entries(input).map(([k, v]) => [k, String(v)] as [string, string]);
  const grants: AccessGrants = {};
  const bad: string[] = [];
  for (const [family, access = 'write'] of entries) {
    const okFamily = family === '*' || (RESOURCE_FAMILIES as readonly string[]).includes(family);
    const okAccess = access === 'none' || access === 'read' || access === 'write';
    if (!okFamily || !okAccess) bad.push(`${family}:${access}`);
    else grants[family as ResourceFamily | '*'] = access as Access;
  }
  if (bad.length) {
    throw new LeadlineError('validation_failed', {
      [param]: [
        `unknown grant ${bad.join(', ')}; use FAMILY:none|read|write with FAMILY one of *, ${RESOURCE_FAMILIES.join(', ')}`,
      ],
    });
  }
  return grants;
}
