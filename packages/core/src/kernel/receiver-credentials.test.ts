import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog.js';
import { writableFields } from './input.js';

describe('receiver credentials are declared on the fields that hold them', () => {
  it('finds every writable request-header field sealed part by part with .credentials()', () => {
    const undeclared: string[] = [];
    for (const def of CATALOG) {
      for (const op of ['create', 'update'] as const) {
        if (!def.operations.includes(op)) continue;
        for (const [name, spec] of writableFields(def, op)) {
          // `strings` headers are a CSV file's column names, not request headers.
          if (/headers$/.test(name) && spec.type !== 'strings' && !spec.credentials)
            undeclared.push(`${def.plural}.${name}`);
        }
      }
    }
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('declares URL credentials only on URLs the server fetches, beside their headers', () => {
    const declared = CATALOG.flatMap((def) =>
      Object.entries(def.fields)
        .filter(([, spec]) => spec.credentials)
        .map(([name, spec]) => ({ at: `${def.plural}.${name}`, spec })),
    );
    expect(declared.map((d) => d.at).sort()).toEqual([
      'buyer_conversions.webhook_headers',
      'buyer_conversions.webhook_url',
      'oauth_connections.webhook_remote_headers',
      'oauth_connections.webhook_remote_url',
      'outgoing_webhook_urls.headers',
      'outgoing_webhook_urls.url',
      'subscriptions.target_url',
    ]);
    for (const { at, spec } of declared)
      if (spec.credentials === 'url') expect(spec.fetchedUrl, at).toBe(true);
  });
});
