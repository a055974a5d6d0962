import { CATALOG, ENDPOINT_GROUPS, type EndpointDefinition } from '@leadline/core';
import { basicAuth } from '@leadline/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

/**
 * Generated from the declarations, as the conformance suite is for generic operations: every
 * hand-written endpoint of every resource and group, including those added later, is held to
 * the authentication rules. Private ones answer 401 without credentials; a resource's ones
 * answer 403 to a key without access to its family; public ones never ask for credentials.
 */
const t = useTestApp();
let noAccess: string;

beforeAll(async () => {
  const key = await t.leadline.keys.create(t.tenant.company.id, { permissions: { '*': 'none' } });
  noAccess = basicAuth(key.key.public_key, key.private_key);
});

/** The endpoint's path under /api/v1 with every path parameter filled. */
const urlOf = (e: EndpointDefinition) => `/api/v1${e.path.replace(/:(\w+)/g, '1')}`;
const send = (e: EndpointDefinition, authorization?: string) =>
  t.app.inject({
    method: e.method,
    url: urlOf(e),
    headers: authorization ? { authorization } : {},
    ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
  });

const resourceEndpoints = CATALOG.flatMap((def) =>
  def.endpoints.map((e) => [`${e.method} ${e.path}`, e, def.family] as const),
);
const groupEndpoints = ENDPOINT_GROUPS.flatMap((g) =>
  g.endpoints.map((e) => [`${e.method} ${e.path}`, e, null] as const),
);
const all = [...resourceEndpoints, ...groupEndpoints];

describe('authentication of every hand-written endpoint', () => {
  it('covers endpoints of resources and of groups', () => {
    expect(resourceEndpoints.length).toBeGreaterThan(0);
    expect(groupEndpoints.length).toBeGreaterThan(0);
  });

  const privateOnes = all.filter(([, e]) => !e.public);
  it.each(privateOnes)('%s answers 401 without credentials', async (_name, e) => {
    const res = await send(e);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it.each(privateOnes.filter(([, , family]) => family !== null))(
    '%s answers 403 to a key without access to its family',
    async (_name, e) => {
      const res = await send(e, noAccess);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('forbidden');
    },
  );

  const publicOnes = all.filter(([, e]) => e.public);
  it.each(publicOnes)('%s does not ask for credentials', async (_name, e) => {
    const res = await send(e);
    expect(res.statusCode, res.body).not.toBe(401);
    // A public endpoint may refuse what proves its caller (a carrier's signature), never for want of API credentials.
    if (res.statusCode === 403)
      expect(res.json().message, res.body).not.toMatch(/permission|credential|key/i);
  });
});
