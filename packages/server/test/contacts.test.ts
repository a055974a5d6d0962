import { systemContext } from '@leadline/core';
import { basicAuth, createTestTenant, type TestTenant } from '@leadline/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

describe('contacts and the company blacklist (spec 4.3)', () => {
  const t = useTestApp();
  let other: TestTenant;
  beforeAll(async () => {
    other = await createTestTenant(t.leadline, 'Other Co');
  });
  const req = (method: string, url: string, payload?: unknown, auth = t.tenant.authorization) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { authorization: auth },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  it('blocks a caller given as digits without +, creating the contact, and finds it by number, + number and id', async () => {
    const res = await req('POST', '/contacts/17193132645/caller_block');
    expect(res.statusCode, res.body).toBe(200);
    const contact = res.json().contact;
    expect(contact).toMatchObject({ number: '+17193132645', blocked: true, opt_out: false, calls_count: 0 });
    expect(contact.blocked_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}$/);
    for (const ref of ['17193132645', '+17193132645', String(contact.id), contact.uuid]) {
      const shown = await req('GET', `/contacts/${encodeURIComponent(ref)}`);
      expect(shown.statusCode, ref).toBe(200);
      expect(shown.json().contact.id).toBe(contact.id);
    }
  });

  it('accepts an empty JSON body and a + in the path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contacts/%2B12125550100/caller_block',
      headers: { authorization: t.tenant.authorization, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contact.number).toBe('+12125550100');
  });

  it('keeps the first blocked_at when blocked again, and clears it on unblock', async () => {
    const first = (await req('POST', '/contacts/2125550101/caller_block')).json().contact;
    const again = (await req('POST', '/contacts/2125550101/caller_block')).json().contact;
    expect(again.id).toBe(first.id);
    expect(again.blocked_at).toBe(first.blocked_at);
    const unblocked = await req('POST', '/contacts/2125550101/caller_unblock', {});
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().contact).toMatchObject({ id: first.id, blocked: false, blocked_at: null });
  });

  it('rejects a caller_id shorter than 5 digits, naming it, and creates no contact', async () => {
    const res = await req('POST', '/contacts/1234/caller_block');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ caller_id: ['"1234" is shorter than 5 digits'] });
    const bad = await req('POST', '/contacts/not-a-number/caller_unblock');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.caller_id[0]).toMatch(/not a valid phone number/);
    expect((await req('GET', '/contacts/suppression_list?fulltext=1234')).json().contacts).toEqual([]);
  });

  it('lists only blocked contacts at /contacts/suppression_list, with list parameters and CSV', async () => {
    await req('POST', '/contacts/3125550102/caller_block');
    await req('POST', '/contacts/3125550103/caller_unblock');
    const list = await req('GET', '/contacts/suppression_list?per_page=100&order=number&order_dir=asc');
    expect(list.statusCode, list.body).toBe(200);
    const numbers = list.json().contacts.map((c: { number: string }) => c.number);
    expect(numbers).toContain('+13125550102');
    expect(numbers).not.toContain('+13125550103');
    expect(list.json().contacts.every((c: { blocked: boolean }) => c.blocked)).toBe(true);
    expect(list.json().metadata.root).toBe('contacts');
    expect(numbers).toEqual([...numbers].sort());

    const bare = (await req('GET', '/contacts/suppression_list?root=false&columns=number')).json();
    expect(bare.length).toBe(numbers.length);
    expect(Object.keys(bare[0])).toEqual(['number']);

    const csv = await req('GET', '/contacts/suppression_list.csv?columns=number,blocked');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('number,blocked');
    expect(lines, csv.body).toContain('+13125550102,1');
    expect(lines.some((l) => l.startsWith('+13125550103'))).toBe(false);

    const bad = await req('GET', '/contacts/suppression_list?per_page=abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['per_page']);
  });

  it('updates a contact addressed by its number; blocked_at follows blocked', async () => {
    const blocked = await req('PUT', '/contacts/+14155550104', { blocked: true });
    expect(blocked.statusCode).toBe(404); // no such contact yet: PUT does not create
    await req('POST', '/contacts/4155550104/caller_unblock');
    const put = await req('PUT', '/contacts/14155550104', { blocked: 'yes', opt_out: '1' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().contact).toMatchObject({ number: '+14155550104', blocked: true, opt_out: true });
    expect(put.json().contact.blocked_at).not.toBeNull();
    const off = await req('PUT', '/contacts/14155550104', { blocked: false });
    expect(off.json().contact).toMatchObject({ blocked: false, blocked_at: null, opt_out: true });
    const bad = await req('PUT', '/contacts/14155550104', { blocked: 'maybe', number: '+15555555555' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['blocked']);
    // number is read-only: ignored, never changed.
    const renamed = await req('PUT', '/contacts/14155550104', { number: '+15555555555' });
    expect(renamed.json().contact.number).toBe('+14155550104');
  });

  it('lists contacts (the index TrackDrive SDKs call), and has no create or destroy of its own', async () => {
    const list = await req('GET', '/contacts?number=%2B17193132645');
    expect(list.statusCode).toBe(200);
    expect(list.json().metadata.root).toBe('contacts');
    expect((await req('POST', '/contacts', { number: '+12125550199' })).statusCode).toBe(404);
    expect((await req('DELETE', '/contacts/17193132645')).statusCode).toBe(404);
  });

  it('DELETE /contacts/:id/calls answers with the contact and hung_up_count 0 when the number has no live call', async () => {
    const res = await req('DELETE', '/contacts/17193132645/calls');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contact: { number: '+17193132645' }, metadata: { hung_up_count: 0 } });
    expect((await req('DELETE', '/contacts/19998887777/calls')).statusCode).toBe(404);
  });

  it("never shows, changes or lists another company's contacts", async () => {
    const theirs = (
      await req('POST', '/contacts/6465550105/caller_block', undefined, other.authorization)
    ).json().contact;
    expect((await req('GET', `/contacts/${theirs.id}`)).statusCode).toBe(404);
    expect((await req('GET', '/contacts/6465550105')).statusCode).toBe(404);
    expect((await req('PUT', `/contacts/${theirs.id}`, { blocked: false })).statusCode).toBe(404);
    const ours = (await req('GET', '/contacts/suppression_list?per_page=100')).json().contacts;
    expect(ours.map((c: { id: number }) => c.id)).not.toContain(theirs.id);
    // The same number is a separate contact in each company.
    const mine = (await req('POST', '/contacts/6465550105/caller_unblock')).json().contact;
    expect(mine.id).not.toBe(theirs.id);
    const still = await req('GET', `/contacts/${theirs.id}`, undefined, other.authorization);
    expect(still.json().contact.blocked).toBe(true);
  });

  it('refuses keys without contacts access: 403 to read, 403 to block with read only', async () => {
    const none = await t.leadline.keys.create(t.tenant.company.id, { permissions: { contacts: 'none' } });
    const noneAuth = basicAuth(none.key.public_key, none.private_key);
    expect((await req('GET', '/contacts/17193132645', undefined, noneAuth)).statusCode).toBe(403);
    expect((await req('GET', '/contacts/suppression_list', undefined, noneAuth)).statusCode).toBe(403);
    const read = await t.leadline.keys.create(t.tenant.company.id, { permissions: { contacts: 'read' } });
    const readAuth = basicAuth(read.key.public_key, read.private_key);
    expect((await req('GET', '/contacts/17193132645', undefined, readAuth)).statusCode).toBe(200);
    expect((await req('POST', '/contacts/7185550106/caller_block', undefined, readAuth)).statusCode).toBe(
      403,
    );
    expect((await req('GET', '/contacts/7185550106')).statusCode).toBe(404);
  });

  it('creates one contact when many requests block the same new number at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 16 }, () =>
        req('POST', '/contacts/(929) 555-0107/caller_block'.replace(/ /g, '%20')),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    expect(new Set(results.map((r) => r.json().contact.id)).size).toBe(1);
    const list = (await req('GET', '/contacts/suppression_list?fulltext=9295550107')).json().contacts;
    expect(list).toHaveLength(1);
  });

  it('ensure() yields one contact for concurrent first sightings of a number', async () => {
    const ctx = systemContext(t.tenant.company);
    const contacts = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.leadline.contacts.ensure(ctx, i % 2 ? '+1 (347) 555-0108' : '13475550108'),
      ),
    );
    expect(new Set(contacts.map((c) => c.id)).size).toBe(1);
    expect(contacts[0]).toMatchObject({ number: '+13475550108', blocked: false, opt_out: false });
    expect(await t.leadline.contacts.findByNumber(ctx, '3475550108')).toMatchObject({ id: contacts[0]!.id });
    expect(await t.leadline.contacts.findByNumber(ctx, '3475550199')).toBeUndefined();
  });
});
