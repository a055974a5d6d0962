import { systemContext, type TenantContext } from '@leadline/core';
import { basicAuth, createTestTenant, type TestTenant } from '@leadline/core/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { multipart, pollUntil, requester } from './suppression-helpers.js';

describe('suppression lists: caller_block, caller_unblock, update and destroy (spec 2.3, 4.4)', () => {
  const t = useTestApp();
  const req = requester(t);
  let other: TestTenant;
  let ctx: TenantContext;
  let offerId: number;

  beforeAll(async () => {
    other = await createTestTenant(t.leadline, 'Other Co');
    ctx = systemContext(t.tenant.company);
    offerId = (await req('POST', '/offers', { name: 'Solar' })).json().offer.id;
  });

  /** A list attached to our offer, so whether a number is on it shows in the check. */
  const newList = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await req('POST', '/buyer_suppressions', { name, offer_ids: [offerId], ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().buyer_suppression as { id: number; status: string };
  };
  const listed = async (number: string) =>
    (await t.leadline.suppression.check(ctx, { number, offerId })).reason === 'suppressed';

  it('normalises caller_ids to E.164 and stores each number once', async () => {
    const list = await newList('Normalised');
    const res = await req('POST', `/buyer_suppressions/${list.id}/caller_block`, {
      caller_ids: ['(212) 555-0100', '12125550101', '+1 212 555 0102', '2125550100'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      buyer_suppression: { id: list.id },
      metadata: { root: 'buyer_suppression', added_count: 3, unchanged_count: 0, dry_run: false },
    });
    const stored = await t.leadline.database.db
      .selectFrom('suppression_numbers')
      .select('number')
      .where('list_id', '=', list.id)
      .orderBy('number')
      .execute();
    expect(stored.map((r) => Number(r.number))).toEqual([12125550100, 12125550101, 12125550102]);
    expect(await listed('+12125550101')).toBe(true);
    // The same numbers written differently are the same entries.
    const again = await req('POST', `/buyer_suppressions/${list.id}/caller_block`, {
      caller_ids: ['+12125550100', '212.555.0101'],
    });
    expect(again.json().metadata).toMatchObject({ added_count: 0, unchanged_count: 2 });
  });

  it('counts what caller_block adds and caller_unblock removes in import_count and total_count', async () => {
    const list = await newList('Counted');
    const ids = Array.from({ length: 5000 }, (_, i) => `+1646555${String(i).padStart(4, '0')}`);
    await req('POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: ids });
    const show = async () => (await req('GET', `/buyer_suppressions/${list.id}`)).json().buyer_suppression;
    expect(await show()).toMatchObject({ import_count: 5000, total_count: 5000 });
    // Already listed: received again, nothing written.
    await req('POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: [ids[0], '6465559999'] });
    expect(await show()).toMatchObject({ import_count: 5001, total_count: 5002 });
    await req('POST', `/buyer_suppressions/${list.id}/caller_block`, {
      caller_ids: ['6465558888'],
      dry_run: true,
    });
    await req('POST', `/buyer_suppressions/${list.id}/caller_unblock`, { caller_ids: [ids[1], ids[2]] });
    expect(await show()).toMatchObject({ import_count: 4999, total_count: 5002 });
  });

  it('rejects numbers shorter than 5 digits, naming each by its index, and writes none of the request', async () => {
    const list = await newList('Strict');
    const res = await req('POST', `/buyer_suppressions/${list.id}/caller_block`, {
      caller_ids: ['12125550110', '1234', 'call me', '+1 23'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'caller_ids[1]': ['"1234" is shorter than 5 digits'],
      'caller_ids[2]': ['"call me" is not a valid phone number'],
      'caller_ids[3]': ['"+1 23" is shorter than 5 digits'],
    });
    expect(await listed('12125550110')).toBe(false);
    const notArray = await req('POST', `/buyer_suppressions/${list.id}/caller_block`, {
      caller_ids: { a: 1 },
    });
    expect(notArray.json().errors).toEqual({ caller_ids: ['Must be an array of strings'] });
    const badDry = await req('POST', `/buyer_suppressions/${list.id}/caller_block`, { dry_run: 'perhaps' });
    expect(Object.keys(badDry.json().errors)).toEqual(['dry_run']);
  });

  it('adds and removes numbers without touching the other entries', async () => {
    const list = await newList('Entries');
    const block = (ids: string[]) =>
      req('POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: ids });
    const unblock = (ids: string[]) =>
      req('POST', `/buyer_suppressions/${list.id}/caller_unblock`, { caller_ids: ids });
    await block(['3125550001', '3125550002']);
    expect((await block(['3125550003'])).json().metadata.added_count).toBe(1);
    for (const n of ['3125550001', '3125550002', '3125550003']) expect(await listed(n)).toBe(true);

    const removed = await unblock(['3125550002', '3125550099']);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().metadata).toMatchObject({ removed_count: 1, unchanged_count: 1 });
    expect(await listed('3125550002')).toBe(false);
    expect(await listed('3125550001')).toBe(true);
    expect(await listed('3125550003')).toBe(true);
    // No caller_ids at all changes nothing (the parameter is optional).
    expect(
      (await req('POST', `/buyer_suppressions/${list.id}/caller_unblock`, {})).json().metadata,
    ).toMatchObject({ removed_count: 0, unchanged_count: 0 });
    expect(await listed('3125550001')).toBe(true);
  });

  it('answers dry_run with the counts and writes nothing', async () => {
    const list = await newList('Dry');
    await req('POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: ['4155550001'] });
    const dry = await req('POST', `/buyer_suppressions/${list.id}/caller_block`, {
      caller_ids: ['4155550001', '4155550002'],
      dry_run: 'true',
    });
    expect(dry.json().metadata).toMatchObject({ added_count: 1, unchanged_count: 1, dry_run: true });
    expect(await listed('4155550002')).toBe(false);
    const dryOff = await req('POST', `/buyer_suppressions/${list.id}/caller_unblock`, {
      caller_ids: ['4155550001'],
      dry_run: 1,
    });
    expect(dryOff.json().metadata).toMatchObject({ removed_count: 1, dry_run: true });
    expect(await listed('4155550001')).toBe(true);
  });

  it('update changes only the name and the buyers', async () => {
    const buyer = (
      await req('POST', '/buyers', { name: 'B1', number: '+12125550500', user_buyer_id: 'b1' })
    ).json().buyer;
    const otherOffer = (await req('POST', '/offers', { name: 'Other offer' })).json().offer;
    const list = await newList('Before', { caller_id_column_name: 'phone', headers: ['phone'] });
    const res = await req('PUT', `/buyer_suppressions/${list.id}`, {
      name: 'After',
      add_user_buyer_ids: ['b1'],
      offer_ids: [otherOffer.id],
      caller_id_column_name: 'other',
      headers: ['x'],
      status: 'failed',
      import_count: 99,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().buyer_suppression).toMatchObject({
      name: 'After',
      buyer_ids: [buyer.id],
      offer_ids: [offerId],
      caller_id_column_name: 'phone',
      headers: ['phone'],
      status: 'succeeded',
      import_count: 0,
    });
    const removed = await req('PUT', `/buyer_suppressions/${list.id}`, { remove_buyer_ids: [buyer.id] });
    expect(removed.json().buyer_suppression.buyer_ids).toEqual([]);
  });

  it('destroy unblocks the numbers at once and removes them in the background', async () => {
    const list = await newList('Doomed');
    await req('POST', `/buyer_suppressions/${list.id}/caller_block`, {
      caller_ids: ['5105550001', '5105550002'],
    });
    await req('PUT', `/offers/${offerId}`, { add_buyer_suppression_ids: [list.id] });
    expect(await listed('5105550001')).toBe(true);
    const res = await req('DELETE', `/buyer_suppressions/${list.id}`);
    expect(res.statusCode).toBe(200);
    expect(await listed('5105550001')).toBe(false);
    expect((await req('GET', `/buyer_suppressions/${list.id}`)).statusCode).toBe(404);
    expect((await req('GET', `/offers/${offerId}`)).json().offer.buyer_suppression_ids).not.toContain(
      list.id,
    );
    expect(await t.leadline.jobs.runDue()).toBeGreaterThan(0);
    expect(await t.leadline.suppression.numbers.count(list.id)).toBe(0);
  });

  it('refuses credentials that are not superusers with 403, on every list operation', async () => {
    const list = await newList('Guarded');
    const issued = await t.leadline.keys.create(t.tenant.company.id, { superuser: false });
    const plain = basicAuth(issued.key.public_key, issued.private_key);
    const upload = await multipart({ name: 'x' }, { name: 'x.csv', csv: 'phone\n2125550100\n' });
    const calls: [string, string, unknown?][] = [
      ['GET', '/buyer_suppressions'],
      ['GET', `/buyer_suppressions/${list.id}`],
      ['POST', '/buyer_suppressions', { name: 'x' }],
      ['PUT', `/buyer_suppressions/${list.id}`, { name: 'x' }],
      ['DELETE', `/buyer_suppressions/${list.id}`],
      ['POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: ['2125550100'] }],
      ['POST', `/buyer_suppressions/${list.id}/caller_unblock`, { caller_ids: ['2125550100'] }],
    ];
    for (const [method, url, body] of calls) {
      const res = await req(method, url, body, plain);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/v1/buyer_suppressions',
      headers: { authorization: plain, ...upload.headers },
      payload: upload.payload,
    });
    expect(file.statusCode).toBe(403);
    expect(await t.leadline.jobs.runDue()).toBe(0);
  });

  it("never shows, changes or blocks with another company's list", async () => {
    const theirOffer = (await req('POST', '/offers', { name: 'Theirs' }, other.authorization)).json().offer;
    const theirs = (
      await req(
        'POST',
        '/buyer_suppressions',
        { name: 'Their list', offer_ids: [theirOffer.id] },
        other.authorization,
      )
    ).json().buyer_suppression;
    const blocked = await req(
      'POST',
      `/buyer_suppressions/${theirs.id}/caller_block`,
      { caller_ids: ['6175550001'] },
      other.authorization,
    );
    expect(blocked.statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', `/buyer_suppressions/${theirs.id}`],
      ['POST', `/buyer_suppressions/${theirs.id}/caller_block`],
      ['POST', `/buyer_suppressions/${theirs.id}/caller_unblock`],
      ['PUT', `/buyer_suppressions/${theirs.id}`],
      ['DELETE', `/buyer_suppressions/${theirs.id}`],
    ] as const) {
      expect((await req(method, url, { caller_ids: ['6175550001'] })).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
    // Our offer cannot be attached to their list, and their list never blocks our numbers, even given their offer.
    const attach = await req('PUT', `/offers/${offerId}`, { add_buyer_suppression_ids: [theirs.id] });
    expect(attach.statusCode).toBe(422);
    expect((await t.leadline.suppression.check(ctx, { number: '6175550001', offerId })).allowed).toBe(true);
    expect(
      (await t.leadline.suppression.check(ctx, { number: '6175550001', offerId: theirOffer.id })).allowed,
    ).toBe(true);
    const theirCtx = systemContext(other.company);
    expect(
      (await t.leadline.suppression.check(theirCtx, { number: '6175550001', offerId: theirOffer.id })).reason,
    ).toBe('suppressed');
  });

  it('answers 404 for an unknown list', async () => {
    const res = await req('POST', '/buyer_suppressions/987654321/caller_block', {
      caller_ids: ['2125550100'],
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('suppression list CSV imports (multipart import_file, background job)', () => {
  const t = useTestApp();
  const req = requester(t);
  let ctx: TenantContext;
  let offerId: number;
  beforeAll(async () => {
    ctx = systemContext(t.tenant.company);
    offerId = (await req('POST', '/offers', { name: 'Imports' })).json().offer.id;
  });
  const upload = async (
    fields: Record<string, string | string[]>,
    csv: string,
    auth = t.tenant.authorization,
  ) => {
    const body = await multipart({ offer_ids: [String(offerId)], ...fields }, { name: 'list.csv', csv });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/buyer_suppressions',
      headers: { authorization: auth, ...body.headers },
      payload: body.payload,
    });
  };
  const show = async (id: number) => (await req('GET', `/buyer_suppressions/${id}`)).json().buyer_suppression;
  const blocks = async (number: string) =>
    !(await t.leadline.suppression.check(ctx, { number, offerId })).allowed;

  it('detects the header row, picks the phone column, and imports in the background', async () => {
    const csv =
      'name,Phone Number,notes\nAnn,(212) 555-0201,x\nBob,1-212-555-0202,y\nCid,123,z\nDee,+1 212 555 0201,w\n';
    const res = await upload({ name: 'From file' }, csv);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().buyer_suppression;
    expect(created).toMatchObject({
      name: 'From file',
      status: 'pending',
      headers: ['name', 'Phone Number', 'notes'],
      caller_id_column_name: 'Phone Number',
      import_count: 0,
      total_count: 0,
      import_percent: 0,
      offer_ids: [offerId],
    });
    expect(await blocks('2125550201')).toBe(false); // nothing imported before the job runs
    expect(await t.leadline.jobs.runDue()).toBe(1);
    const done = await show(created.id);
    expect(done).toMatchObject({ status: 'succeeded', total_count: 4, import_count: 2, import_percent: 100 });
    expect(done.started_at).not.toBeNull();
    expect(done.succeeded_at).not.toBeNull();
    expect(done.error_message).toBe('1 row rejected: row 3 "123" (shorter than 5 digits)');
    expect(await blocks('+12125550201')).toBe(true);
    expect(await blocks('2125550202')).toBe(true);
    // The uploaded file does not outlive its import.
    const files = await t.leadline.database.db.selectFrom('job_files').select('file_id').execute();
    expect(files).toEqual([]);
  });

  it('uses caller_id_column_name when given, and reads a file without a header row', async () => {
    const named = await upload(
      { name: 'Named', caller_id_column_name: 'alt' },
      'main,alt\n2125550301,2125550302\n2125550303,2125550304\n',
    );
    expect(named.json().buyer_suppression).toMatchObject({
      caller_id_column_name: 'alt',
      headers: ['main', 'alt'],
    });
    const bare = await upload({ name: 'Bare' }, 'Zed,3105550301\r\nYan,"310-555-0302"\r\n');
    expect(bare.json().buyer_suppression).toMatchObject({ headers: [], caller_id_column_name: null });
    await t.leadline.jobs.runDue();
    expect(await blocks('2125550302')).toBe(true);
    expect(await blocks('2125550301')).toBe(false);
    expect(await blocks('3105550302')).toBe(true);
    expect((await show(bare.json().buyer_suppression.id)).total_count).toBe(2);
  });

  it('refuses a bad file or column with 422 naming the parameter, and leaves nothing behind', async () => {
    const before = (await req('GET', '/buyer_suppressions?per_page=100')).json().metadata.total_count;
    const wrongColumn = await upload({ name: 'Wrong', caller_id_column_name: 'fax' }, 'phone\n2125550401\n');
    expect(wrongColumn.statusCode).toBe(422);
    expect(wrongColumn.json().errors).toEqual({
      caller_id_column_name: ["must be one of the file's headers: phone"],
    });
    const noPhones = await upload({ name: 'Words' }, 'a,b\nx,y\n');
    expect(noPhones.statusCode).toBe(422);
    expect(Object.keys(noPhones.json().errors)).toEqual(['import_file']);
    const empty = await upload({ name: 'Empty' }, '');
    expect(empty.json().errors).toEqual({ import_file: ['is empty'] });
    const noName = await upload({}, 'phone\n2125550401\n');
    expect(noName.json().errors).toEqual({ name: ['is required'] });
    const notFile = await req('POST', '/buyer_suppressions', { name: 'Text', import_file: 'phone\n1\n' });
    expect(notFile.json().errors).toEqual({
      import_file: ['must be a file uploaded as multipart/form-data'],
    });
    expect((await req('GET', '/buyer_suppressions?per_page=100')).json().metadata.total_count).toBe(before);
    expect(await t.leadline.database.db.selectFrom('job_files').select('file_id').execute()).toEqual([]);
    expect(await t.leadline.jobs.runDue()).toBe(0);
  });

  it('fails an import whose rows hold no usable number, saying why', async () => {
    const res = await upload({ name: 'Junk', caller_id_column_name: 'phone' }, 'phone\n12\nn/a\n');
    const id = res.json().buyer_suppression.id;
    await t.leadline.jobs.runDue();
    const failed = await show(id);
    expect(failed).toMatchObject({ status: 'failed', import_count: 0 });
    expect(failed.failed_at).not.toBeNull();
    expect(failed.error_message).toMatch(
      /no row holds a usable phone number.*row 1 "12" \(shorter than 5 digits\)/,
    );
  });

  it('stops when its worker stops, and resumes to success on the next run', async () => {
    const res = await upload({ name: 'Interrupted' }, 'phone\n6465550501\n6465550502\n');
    const id = res.json().buyer_suppression.id;
    const stop = new AbortController();
    // Aborted while the job runs: it stops at its first safe point, like a worker shutting down.
    setImmediate(() => stop.abort());
    expect(await t.leadline.jobs.runDue({ signal: stop.signal })).toBe(1);
    const stopped = await show(id);
    expect(stopped.status).toBe('stopped');
    expect(stopped.stopped_at).not.toBeNull();
    expect(await t.leadline.jobs.runDue()).toBe(1);
    const resumed = await show(id);
    expect(resumed).toMatchObject({ status: 'succeeded', import_count: 2, import_percent: 100 });
    expect(await blocks('6465550502')).toBe(true);
  });

  it('reports progress while a worker imports a larger file', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `${7185500000 + i}`);
    const res = await upload({ name: 'Big' }, `phone\n${rows.join('\n')}\n`);
    const id = res.json().buyer_suppression.id;
    const worker = t.leadline.jobs.startWorker({ pollMs: 10 });
    try {
      const seen = await pollUntil(
        () => show(id),
        (r) => r.status === 'succeeded' || r.status === 'failed',
      );
      const last = seen.at(-1);
      expect(last).toMatchObject({ status: 'succeeded', total_count: 60_000, import_count: 60_000 });
      const midway = seen.filter(
        (r) => r.status === 'started' && r.import_percent > 0 && r.import_percent < 100,
      );
      expect(midway.length).toBeGreaterThan(0);
      const percents = seen.map((r) => r.import_percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
    } finally {
      await worker.stop();
    }
    expect(await blocks('7185559999')).toBe(true);
  });
});
