import { describe, expect, it } from 'vitest';
import {
  MASK,
  maskCredentials,
  maskUrlCredentials,
  openCredentials,
  resealCredentials,
  resolveSecretReferences,
  sealCredentials,
  secretReferences,
} from './credential-parts.js';
import { SecretBox } from './secret-box.js';

const box = SecretBox.fromKeys([SecretBox.generateKeySpec()]);

describe('credential parts of receiver URLs and headers', () => {
  it('seals credential query parameters and a URL password, leaving the rest and [token] placeholders as written', () => {
    const url =
      'https://u:pw1@crm.example.com/p?caller=[caller_id]&api_key=k1&token=t1&key=k2&client_key=c1&page=2#top';
    const sealed = sealCredentials('url', url, box) as string;
    for (const secret of ['pw1', 'k1', 't1', 'k2', 'c1']) expect(sealed).not.toContain(`=${secret}`);
    expect(sealed).toContain('caller=[caller_id]');
    expect(sealed).toContain('page=2#top');
    expect(maskCredentials('url', sealed)).toBe(
      'https://u:********@crm.example.com/p?caller=[caller_id]&api_key=********&token=********&key=********&client_key=********&page=2#top',
    );
    expect(openCredentials('url', sealed, box)).toBe(url);
  });

  it('seals every header value, in a JSON object and in "Name: value" lines', () => {
    const object = sealCredentials('header_object', { Authorization: 'Bearer a', 'X-Other': 'b' }, box);
    expect(maskCredentials('header_object', object)).toEqual({ Authorization: MASK, 'X-Other': MASK });
    expect(openCredentials('header_object', object, box)).toEqual({
      Authorization: 'Bearer a',
      'X-Other': 'b',
    });
    const lines = sealCredentials('header_lines', 'Authorization: Bearer a\nX-Other: b', box);
    expect(maskCredentials('header_lines', lines)).toBe(`Authorization: ${MASK}\nX-Other: ${MASK}`);
    expect(openCredentials('header_lines', lines, box)).toBe('Authorization: Bearer a\nX-Other: b');
  });

  it('keeps the stored part where the mask is sent back, and a new value where one is written', () => {
    const stored = sealCredentials('url', 'https://x.com/?token=old&api_key=old2', box);
    const edited = sealCredentials('url', 'https://x.com/?token=********&api_key=new2', box, stored);
    expect(openCredentials('url', edited, box)).toBe('https://x.com/?token=old&api_key=new2');
    const headers = sealCredentials('header_lines', 'Authorization: Bearer old', box);
    const kept = sealCredentials('header_lines', 'authorization: ********', box, headers);
    expect(openCredentials('header_lines', kept, box)).toBe('authorization: Bearer old');
  });

  it('leaves [secret:NAME] references in clear and resolves them by name', () => {
    const value = sealCredentials('header_object', { Authorization: 'Bearer [secret:crm]' }, box);
    expect(value).toEqual({ Authorization: 'Bearer [secret:crm]' });
    expect(secretReferences(value)).toEqual(['crm']);
    expect(resolveSecretReferences('Bearer [secret:crm]', new Map([['crm', 's1']]))).toBe('Bearer s1');
  });

  it('reseals values stored in clear and values under an older key, and nothing twice', () => {
    const oldSpec = SecretBox.generateKeySpec();
    const newSpec = SecretBox.generateKeySpec();
    const ring = SecretBox.fromKeys([newSpec, oldSpec]);
    const underOld = sealCredentials('url', 'https://x.com/?token=a', SecretBox.fromKeys([oldSpec]));
    const rotated = resealCredentials('url', underOld, ring) as string;
    expect(rotated).toContain(`token=enc:v1:${newSpec.slice(0, newSpec.lastIndexOf(':'))}:`);
    expect(openCredentials('url', rotated, ring)).toBe('https://x.com/?token=a');
    const fromClear = resealCredentials('url', 'https://x.com/?token=b', ring);
    expect(fromClear).not.toContain('token=b');
    expect(resealCredentials('url', fromClear, ring)).toBe(fromClear);
  });

  it('masks a rendered URL for the log', () => {
    expect(maskUrlCredentials('https://x.com/?sig=abc&n=1')).toBe('https://x.com/?sig=********&n=1');
  });
});
