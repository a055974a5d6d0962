import { describe, expect, it } from 'vitest';
import { LeadlineError } from '../errors/index.js';
import { can, parseGrants } from './permissions.js';

describe('permissions', () => {
  it('grants by family, falls back to *, and lets superusers do anything', () => {
    const p = { superuser: false, access: { '*': 'read', leads: 'write', calls: 'none' } } as const;
    expect(can(p, 'leads', 'write')).toBe(true);
    expect(can(p, 'buyers', 'read')).toBe(true);
    expect(can(p, 'buyers', 'write')).toBe(false);
    expect(can(p, 'calls', 'read')).toBe(false);
    expect(can({ superuser: true, access: {} }, 'admin', 'write')).toBe(true);
    expect(can({ superuser: false, access: {} }, 'leads', 'read')).toBe(false);
  });

  it('reads CLI grant strings and rejects unknown families by name', () => {
    expect(parseGrants('leads:read, calls:write,*:none')).toEqual({
      leads: 'read',
      calls: 'write',
      '*': 'none',
    });
    expect(() => parseGrants('rockets:write')).toThrow(LeadlineError);
    // Asserted on the thrown error itself, so the test fails if nothing is thrown.
    expect(() => parseGrants('leads:admin')).toThrow(
      expect.objectContaining({ errors: { permissions: [expect.stringMatching(/leads:admin/)] } }),
    );
  });
});
