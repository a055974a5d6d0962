import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemContext } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { multipart, requester } from './suppression-helpers.js';

describe('blacklist files (contact_imports) and clearing the blacklist (unblock_contact_jobs)', () => {
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS });
  const req = requester(t);
  let files: Server;
  let base: string;
  beforeAll(async () => {
    // A real file server for import_file_url: what the job fetches is what it imports.
    files = createServer((request, response) => {
      if (request.url === '/blacklist.csv') {
        response.writeHead(200, { 'content-type': 'text/csv' });
        response.end('caller,label\n9175550301,a\n9175550302,b\n99,c\n');
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => files.close(() => resolve())));

  const contact = async (number: string) => {
    const res = await req('GET', `/contacts/${number}`);
    return res.statusCode === 200 ? res.json().contact : undefined;
  };
  const uploadImport = async (fields: Record<string, string>, csv: string) => {
    const body = await multipart(fields, { name: 'blacklist.csv', csv });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/contact_imports',
      headers: { authorization: t.tenant.authorization, ...body.headers },
      payload: body.payload,
    });
  };

  it('blocks every number of an uploaded file, counting rows, numbers and invalid rows', async () => {
    await req('POST', '/contacts/9175550101/caller_unblock'); // an existing, unblocked contact
    const res = await uploadImport(
      { name: 'March' },
      'phone,name\n9175550101,A\n(917) 555-0102,B\n12,C\n9175550101,D\n',
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().contact_import;
    expect(created).toMatchObject({
      status: 'pending',
      headers: ['phone', 'name'],
      caller_id_column_name: 'phone',
    });
    expect(await t.leadline.jobs.runDue()).toBe(1);
    const done = (await req('GET', `/contact_imports/${created.id}`)).json().contact_import;
    expect(done).toMatchObject({
      status: 'succeeded',
      total_count: 4,
      import_count: 2,
      invalid_count: 1,
      import_percent: 100,
      error_message: '1 row rejected: row 3 "12" (shorter than 5 digits)',
    });
    expect(await contact('9175550101')).toMatchObject({ blocked: true });
    expect(await contact('9175550102')).toMatchObject({ blocked: true });
    const ctx = systemContext(t.tenant.company);
    expect((await t.leadline.suppression.check(ctx, { number: '9175550102' })).reason).toBe('blacklisted');
  });

  it('resumes a stopped import from the count it had written, keeping when it started and was stopped', async () => {
    const total = 20_000;
    const rows = Array.from(
      { length: total },
      (_, i) => `212${200 + (i % 800)}${String(Math.floor(i / 800)).padStart(4, '0')}`,
    );
    const res = await uploadImport({ name: 'Resumed' }, `phone\n${rows.join('\n')}\n`);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().contact_import.id;
    const show = async () => (await req('GET', `/contact_imports/${id}`)).json().contact_import;

    // Stop the worker once some numbers are written, as a shutdown does mid-import.
    const stop = new AbortController();
    const running = t.leadline.jobs.runDue({ signal: stop.signal });
    let seen = await show();
    for (
      let i = 0;
      i < 2000 && seen.import_count === 0 && ['pending', 'started'].includes(seen.status);
      i++
    ) {
      await new Promise((r) => setTimeout(r, 2));
      seen = await show();
    }
    stop.abort();
    await running;
    const stopped = await show();
    expect(stopped.status).toBe('stopped');
    expect(stopped.import_count).toBeGreaterThan(0);
    expect(stopped.import_count).toBeLessThan(total);
    expect(stopped.stopped_at).not.toBeNull();

    expect(await t.leadline.jobs.runDue()).toBe(1);
    const done = await show();
    expect(done).toMatchObject({ status: 'succeeded', import_count: total, total_count: total });
    expect(done.started_at).toBe(stopped.started_at);
    expect(done.stopped_at).toBe(stopped.stopped_at);
    expect(await contact(rows[0]!)).toMatchObject({ blocked: true });
    expect(await contact(rows.at(-1)!)).toMatchObject({ blocked: true });
  });

  it('unblocks the numbers of an unblock file', async () => {
    await req('POST', '/contacts/9175550201/caller_block');
    const res = await uploadImport({ name: 'Pardon', import_type: 'unblock' }, '9175550201\n9175550299\n');
    expect(res.json().contact_import).toMatchObject({ import_type: 'unblock', headers: [] });
    await t.leadline.jobs.runDue();
    expect(await contact('9175550201')).toMatchObject({ blocked: false, blocked_at: null });
    expect(await contact('9175550299')).toBeUndefined(); // unblocking creates no contact
  });

  it('fetches import_file_url in the background and learns its layout', async () => {
    const res = await req('POST', '/contact_imports', {
      name: 'Fetched',
      import_file_url: `${base}/blacklist.csv`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().contact_import.id;
    await t.leadline.jobs.runDue();
    const done = (await req('GET', `/contact_imports/${id}`)).json().contact_import;
    expect(done).toMatchObject({
      status: 'succeeded',
      headers: ['caller', 'label'],
      caller_id_column_name: 'caller',
      total_count: 3,
      import_count: 2,
      invalid_count: 1,
    });
    expect(await contact('9175550302')).toMatchObject({ blocked: true });
  });

  it('fails an import whose URL answers 404, saying so', async () => {
    const res = await req('POST', '/contact_imports', {
      name: 'Missing',
      import_file_url: `${base}/nope.csv`,
    });
    await t.leadline.jobs.runDue();
    const failed = (await req('GET', `/contact_imports/${res.json().contact_import.id}`)).json()
      .contact_import;
    expect(failed).toMatchObject({
      status: 'failed',
      error_message: 'Import failed: import_file_url answered HTTP 404',
    });
  });

  it('needs a file or a URL, naming import_file', async () => {
    const res = await req('POST', '/contact_imports', { name: 'Nothing' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      import_file: ['is required: upload the CSV, or give import_file_url'],
    });
  });

  it('clears the blacklist for the numbers given, and their opt-outs when asked', async () => {
    await req('POST', '/contacts/6465550401/caller_block');
    await req('POST', '/contacts/6465550402/caller_block');
    await req('PUT', '/contacts/6465550401', { opt_out: true });
    const res = await req('POST', '/unblock_contact_jobs', {
      name: 'Two',
      numbers: ['(646) 555-0401', '6465550499'],
      clear_opt_out: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().unblock_contact_job).toMatchObject({
      numbers: ['+16465550401', '+16465550499'],
      status: 'pending',
    });
    await t.leadline.jobs.runDue();
    const done = (await req('GET', `/unblock_contact_jobs/${res.json().unblock_contact_job.id}`)).json()
      .unblock_contact_job;
    expect(done).toMatchObject({ status: 'succeeded', total_count: 1, unblocked_count: 1, percent: 100 });
    expect(await contact('6465550401')).toMatchObject({ blocked: false, opt_out: false });
    expect(await contact('6465550402')).toMatchObject({ blocked: true });
  });

  it('clears everyone blocked in a time range when no numbers are given', async () => {
    await req('POST', '/contacts/7185550501/caller_block');
    const res = await req('POST', '/unblock_contact_jobs', { blocked_at_from: '2000-01-01 00:00:00 +0000' });
    await t.leadline.jobs.runDue();
    const done = (await req('GET', `/unblock_contact_jobs/${res.json().unblock_contact_job.id}`)).json()
      .unblock_contact_job;
    expect(done.status).toBe('succeeded');
    expect(done.unblocked_count).toBeGreaterThanOrEqual(2);
    expect((await req('GET', '/contacts/suppression_list')).json().contacts).toEqual([]);
  });

  it('rejects numbers that are not phone numbers, naming each, and queues nothing', async () => {
    const res = await req('POST', '/unblock_contact_jobs', { numbers: ['6465550401', '42'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'numbers[1]': ['"42" is shorter than 5 digits'] });
    expect(await t.leadline.jobs.runDue()).toBe(0);
  });

  it('a deleted job does nothing', async () => {
    await req('POST', '/contacts/3475550601/caller_block');
    const res = await req('POST', '/unblock_contact_jobs', { numbers: ['3475550601'] });
    await req('DELETE', `/unblock_contact_jobs/${res.json().unblock_contact_job.id}`);
    await t.leadline.jobs.runDue();
    expect(await contact('3475550601')).toMatchObject({ blocked: true });
  });
});
