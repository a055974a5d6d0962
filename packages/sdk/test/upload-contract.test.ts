import { Readable } from 'node:stream';
import { Agent, fetch as undiciFetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { type BuyerSuppression, ImportFailedError, UnprocessableEntityError } from '../src/index.js';
import { STREAM_BUFFER_BYTES } from '../src/transport/multipart.js';
import { useRealServer } from './real-server.js';

/**
 * Uploads against the real server, on the suite's database (SQLite, or
 * PostgreSQL under DATABASE_URL), with a job worker running the imports as
 * `leadline serve` does.
 */
describe('uploads against the real server', () => {
  const server = useRealServer({}, { worker: true });
  let seq = 0;
  const unique = (prefix: string) => `${prefix}${++seq}x${Date.now().toString(36)}`;
  const offer = async () =>
    (await server.client.offers.create({ name: unique('Upload offer') })) as {
      id: number;
      lead_token: string;
    };
  const wait = { intervalMs: 25, timeoutMs: 30_000 };

  it('creates a suppression list from a CSV with a header row, waits for the import, and the numbers are on the list', async () => {
    const { client } = server;
    const { id: offerId, lead_token } = await offer();
    const csv =
      'name,phone\nAnn,(212) 555-0171\nBob,+1 212 555 0172\nCy,212.555.0173\nAnn again,2125550171\n';
    const created = await client.buyerSuppressions.create({
      name: unique('DNC'),
      caller_id_column_name: 'Phone',
      offer_ids: [offerId],
      import_file: new File([csv], 'dnc.csv', { type: 'text/csv' }),
    });
    expect(created).toMatchObject({
      headers: ['name', 'phone'],
      caller_id_column_name: 'phone',
      offer_ids: [offerId],
      import_file_url: null,
    });
    expect(['pending', 'started', 'succeeded']).toContain(created.status);

    const seen: string[] = [];
    const done = await client.buyerSuppressions.waitForImport(created, {
      ...wait,
      onProgress: (r) => seen.push(r.status),
    });
    expect(done).toMatchObject({
      id: created.id,
      status: 'succeeded',
      total_count: 4,
      import_count: 3,
      import_percent: 100,
      error_message: null,
    });
    expect(done.succeeded_at).not.toBeNull();
    expect(seen.at(-1)).toBe('succeeded');

    // On the list: caller_block would add none of them (dry run), and would add a number not in the file.
    const check = await client.buyerSuppressions.callerBlock(
      created.id,
      ['+12125550171', '2125550172', '(212) 555-0173', '2125550174'],
      { dry_run: true },
    );
    expect(check).toMatchObject({ changed: 1, unchanged: 3, dryRun: true });
    // And the server's own caller check stops a lead for a listed number on the list's offer.
    const listed = await client.leads.submit({ lead_token, caller_id: '2125550172' });
    expect(listed.lead.status).toBe('dnc');
    const free = await client.leads.submit({ lead_token, caller_id: '2125550174' });
    expect(free.lead.status).not.toBe('dnc');
  });

  it('streams a CSV longer than the SDK buffers, from a Node stream, and imports every number', async () => {
    const { client } = server;
    // Few numbers, many bytes: a wide note column takes the file past the buffer, so it goes out as it is read.
    const note = 'x'.repeat(4_000);
    const rows = Math.ceil(STREAM_BUFFER_BYTES / note.length) + 200;
    const numbers = Array.from({ length: rows }, (_, i) => `+1303555${String(i).padStart(4, '0')}`);
    let read = 0;
    const source = Readable.from(
      (function* () {
        yield 'phone,note\n';
        for (const n of numbers) {
          read++;
          yield `${n},${note}\n`;
        }
      })(),
    );
    const created = await client.buyerSuppressions.create(
      { name: unique('Streamed'), import_file: { data: source, filename: 'streamed.csv' } },
      { timeout: 120_000 },
    );
    expect(read).toBe(rows);
    const done = await client.buyerSuppressions.waitForImport(created.id, wait);
    expect(done).toMatchObject({ status: 'succeeded', total_count: rows, import_count: rows });
    const check = await client.buyerSuppressions.callerBlock(created.id, [numbers[0]!, numbers.at(-1)!], {
      dry_run: true,
    });
    expect(check).toMatchObject({ changed: 0, unchanged: 2 });
  });

  it('imports a blacklist file through contact_imports and blocks its numbers', async () => {
    const { client } = server;
    const csv = new TextEncoder().encode('caller,notes\n7195550181,first\n(719) 555-0182,second\n12,bad\n');
    const created = await client.contactImports.create({
      name: unique('Blacklist'),
      import_type: 'block',
      import_file: { data: csv, filename: 'blacklist.csv' },
    });
    expect(created).toMatchObject({ headers: ['caller', 'notes'], caller_id_column_name: 'caller' });
    const done = await client.contactImports.waitForImport(created.id, wait);
    expect(done).toMatchObject({ status: 'succeeded', total_count: 3, import_count: 2, invalid_count: 1 });
    expect(await client.contacts.show('17195550181')).toMatchObject({ blocked: true });
    expect(await client.contacts.show('+17195550182')).toMatchObject({ blocked: true });
  });

  it('refuses a file with no phone column with a 422 naming import_file, and creates no list', async () => {
    const { client } = server;
    const name = unique('Refused');
    const error = await client.buyerSuppressions
      .create({ name, import_file: new File(['name,city\nAnn,Paris\nBob,Oslo\n'], 'cities.csv') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).status).toBe(422);
    expect((error as UnprocessableEntityError).errors).toEqual({
      import_file: [
        'no column looks like phone numbers; name one with caller_id_column_name (headers: name, city)',
      ],
    });
    expect((await client.buyerSuppressions.list({ fulltext: name })).data).toEqual([]);
  });

  it('refuses an empty file, and a caller_id_column_name the file does not have, each with a 422 naming the field', async () => {
    const { client } = server;
    const empty = await client.buyerSuppressions
      .create({ name: unique('Empty'), import_file: { data: new Uint8Array(0), filename: 'empty.csv' } })
      .catch((e: unknown) => e);
    expect((empty as UnprocessableEntityError).errors).toEqual({ import_file: ['is empty'] });

    const column = await client.buyerSuppressions
      .create({
        name: unique('Column'),
        caller_id_column_name: 'mobile',
        import_file: { data: 'phone,name\n2125550190,Ann\n', filename: 'c.csv' },
      })
      .catch((e: unknown) => e);
    expect(column).toBeInstanceOf(UnprocessableEntityError);
    expect((column as UnprocessableEntityError).errors).toEqual({
      caller_id_column_name: ["must be one of the file's headers: phone, name"],
    });
  });

  it('rejects waitForImport with ImportFailedError when the file has rows but no usable number', async () => {
    const { client } = server;
    const created = await client.buyerSuppressions.create({
      name: unique('Unusable'),
      import_file: { data: 'phone\nnone\nunknown\n', filename: 'unusable.csv' },
    });
    const error = await client.buyerSuppressions.waitForImport(created.id, wait).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFailedError);
    const record = (error as ImportFailedError<BuyerSuppression>).record;
    expect(record).toMatchObject({ id: created.id, status: 'failed', import_count: 0 });
    expect(record.error_message).toBeTruthy();
    expect((error as Error).message).toContain(record.error_message!);
  });

  it("uploads through the undici package's fetch and Agent too, a Blob and a stream alike", async () => {
    const agent = new Agent({ connections: 1 });
    try {
      // That fetch would send Node's global FormData as the text "[object FormData]"; the SDK's own encoding goes through.
      const client = server.connect({ fetch: undiciFetch, dispatcher: agent });
      const fromBlob = await client.buyerSuppressions.create({
        name: unique('Undici blob'),
        import_file: new Blob(['phone\n2125550192\n']),
      });
      const fromStream = await client.buyerSuppressions.create({
        name: unique('Undici stream'),
        import_file: { data: Readable.from(['phone\n', '2125550193\n']), filename: 'u.csv' },
      });
      for (const created of [fromBlob, fromStream]) {
        const done = await client.buyerSuppressions.waitForImport(created.id, wait);
        expect(done).toMatchObject({ status: 'succeeded', import_count: 1, headers: ['phone'] });
      }
    } finally {
      await agent.close();
    }
  });

  it('saves one list for an upload sent twice with one Idempotency-Key', async () => {
    const { client } = server;
    const name = unique('Once');
    const upload = () =>
      client.buyerSuppressions.create(
        { name, import_file: { data: 'phone\n2125550191\n', filename: 'once.csv' } },
        { idempotencyKey: name },
      );
    const first = await upload();
    const again = await upload();
    expect(again.id).toBe(first.id);
    expect((await client.buyerSuppressions.list({ fulltext: name })).data).toHaveLength(1);
    await client.buyerSuppressions.waitForImport(first.id, wait);
  });
});
