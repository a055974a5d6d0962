import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FileStorage, ManualClock, Retention } from '@leadline/core';
import { startStandInS3 } from '@leadline/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { seedCall, utc } from './call-seed.js';
import { tenantApi, useTestApp } from './helpers.js';
import { multipart } from './suppression-helpers.js';

const S3 = { accessKeyId: 'AKIDFILES', secretAccessKey: 'files-secret-key', region: 'eu-west-1' };
const s3 = await startStandInS3(S3);
const directory = mkdtempSync(join(tmpdir(), 'leadline-files-'));
afterAll(async () => {
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
});

const BACKENDS: [string, FileStorage][] = [
  ['the database (the default)', { kind: 'database' }],
  ['a local directory', { kind: 'local', directory }],
  [
    'an S3-compatible bucket',
    {
      kind: 's3',
      bucket: 'exports',
      region: S3.region,
      endpoint: s3.url,
      accessKeyId: S3.accessKeyId,
      secretAccessKey: S3.secretAccessKey,
      prefix: 'leadline/',
    },
  ],
];

const DAY_MS = 24 * 60 * 60_000;

describe.each(BACKENDS)('uploads and exports kept in %s', (_name, storage) => {
  const clock = new ManualClock(utc('2026-04-01 12:00'));
  const t = useTestApp({}, { clock, other: 'Other Co', fileStorage: storage });
  const { api } = tenantApi(t);
  const download = (url: string, who = t.tenant) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });

  /** The bytes the store holds for a job file, read around the API; null when it holds none. */
  const storedBytes = (companyId: number, fileId: string): Buffer | null => {
    if (storage.kind === 'local') {
      const path = join(directory, String(companyId), fileId);
      return existsSync(path) ? readFileSync(path) : null;
    }
    if (storage.kind === 's3')
      return s3.objects.get(`exports/leadline/${companyId}/${fileId}`)?.bytes ?? null;
    return null;
  };
  const rowsOf = (fileId: string) =>
    t.leadline.database.db
      .selectFrom('job_files')
      .select(['seq', 'data', 'storage', 'storage_key'])
      .where('file_id', '=', fileId)
      .orderBy('seq')
      .execute();
  const exportOf = async (day: string) => {
    const res = await api('POST', '/admin_table_exporters', {
      data_type: 'calls',
      export_column_names: ['id', 'caller_number', 'hangup_cause'],
      created_at_from: `${day} 00:00:00 +0000`,
      created_at_to: `${day} 23:59:59 +0000`,
      export_timeframe: 'month',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().admin_table_exporter as { id: number; export_file_url: string };
  };
  const recordsOf = async (exporterId: number) =>
    (await api('GET', `/data_export_records?record_type=AdminTableExporter&record_id=${exporterId}`)).json()
      .data_export_records as { id: number; status: string; destination: string; error_message: string }[];

  it('writes an export where configured, keeps only its metadata in the database, and downloads it byte for byte', async () => {
    const id = await seedCall(t, {
      created_at: utc('2026-03-01 10:00'),
      caller_number: '+14155550101',
      hangup_cause: 'busy, "really" — ünïcode',
    });
    const exporter = await exportOf('2026-03-01');
    await t.leadline.jobs.runDue();
    const [record] = await recordsOf(exporter.id);
    expect(record).toMatchObject({ status: 'succeeded' });

    const rows = await rowsOf(record!.destination);
    const file = await download(exporter.export_file_url);
    expect(file.statusCode).toBe(200);
    const body = file.rawPayload;
    expect(body.toString('utf8')).toBe(
      `id,caller_number,hangup_cause\r\n${id},+14155550101,"busy, ""really"" — ünïcode"\r\n`,
    );
    if (storage.kind === 'database') {
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ storage: null, storage_key: null });
      expect(rows[0]!.data).not.toBeNull();
      return;
    }
    // One metadata row, its blob null; the store holds exactly the bytes served after the header.
    expect(rows).toEqual([
      {
        seq: 0,
        data: null,
        storage: storage.kind,
        storage_key: `${t.tenant.company.id}/${record!.destination}`,
      },
    ]);
    const stored = storedBytes(t.tenant.company.id, record!.destination);
    expect(stored).not.toBeNull();
    expect(Buffer.concat([Buffer.from('id,caller_number,hangup_cause\r\n'), stored!]).equals(body)).toBe(
      true,
    );
  });

  it('keeps an export past the orphan sweep: the record that names its file holds it', async () => {
    const exporter = (await api('GET', '/admin_table_exporters')).json().admin_table_exporters[0];
    const before = (await download(exporter.export_file_url)).body;
    clock.advance(2 * 60 * 60_000);
    expect(await t.leadline.jobs.files.sweepOrphans()).toBe(0);
    expect((await download(exporter.export_file_url)).body).toBe(before);
  });

  it("never serves another company's export", async () => {
    const exporter = (await api('GET', '/admin_table_exporters')).json().admin_table_exporters[0];
    const res = await download(exporter.export_file_url, t.other);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('+14155550101');
    const chunk = await download(`${exporter.export_file_url}?chunk=0`, t.other);
    expect(chunk.statusCode).toBe(404);
  });

  it('deletes the files when the export is deleted', async () => {
    await seedCall(t, { created_at: utc('2026-03-05 10:00'), caller_number: '+14155550105' });
    const exporter = await exportOf('2026-03-05');
    await t.leadline.jobs.runDue();
    const [record] = await recordsOf(exporter.id);
    const fileId = record!.destination;
    if (storage.kind !== 'database') expect(storedBytes(t.tenant.company.id, fileId)).not.toBeNull();
    const res = await api('DELETE', `/admin_table_exporters/${exporter.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(fileId)).toEqual([]);
    expect(storedBytes(t.tenant.company.id, fileId)).toBeNull();
    expect(await recordsOf(exporter.id)).toEqual([]);
  });

  it('deletes the files of the export records retention prunes', async () => {
    await seedCall(t, { created_at: utc('2026-03-07 10:00'), caller_number: '+14155550107' });
    const exporter = await exportOf('2026-03-07');
    await t.leadline.jobs.runDue();
    const [record] = await recordsOf(exporter.id);
    clock.advance(3 * DAY_MS);
    const retention = new Retention({
      db: t.leadline.database.db,
      clock,
      jobs: t.leadline.jobs,
      policy: { data_export_records: 2 },
    });
    const pruned = await retention.prune({ data_export_records: 2 });
    expect(pruned.data_export_records).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(record!.destination)).toEqual([]);
    expect(storedBytes(t.tenant.company.id, record!.destination)).toBeNull();
    expect(await recordsOf(exporter.id)).toEqual([]);
  });

  it('keeps an uploaded CSV where configured until its import has read it', async () => {
    const offer = (await api('POST', '/offers', { name: 'Uploads' })).json().offer;
    const body = await multipart(
      { name: 'Uploaded', offer_ids: [String(offer.id)] },
      { name: 'list.csv', csv: 'phone\n2125550301\n2125550302\n' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/buyer_suppressions',
      headers: { authorization: t.tenant.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    // The import job names the file it will read.
    const [job] = await t.leadline.database.db
      .selectFrom('jobs')
      .select('payload')
      .where('company_id', '=', t.tenant.company.id)
      .where('status', '=', 'pending')
      .execute();
    const payload = typeof job!.payload === 'string' ? JSON.parse(job!.payload) : job!.payload;
    const fileId = String(payload.fileId);
    const [row] = await rowsOf(fileId);
    if (storage.kind === 'database') expect(row!.data).not.toBeNull();
    else {
      expect(row).toMatchObject({ data: null, storage: storage.kind });
      expect(storedBytes(t.tenant.company.id, fileId)?.toString()).toBe('phone\n2125550301\n2125550302\n');
    }
    await t.leadline.jobs.runDue();
    const list = (await api('GET', `/buyer_suppressions/${res.json().buyer_suppression.id}`)).json()
      .buyer_suppression;
    expect(list).toMatchObject({ status: 'succeeded', import_count: 2 });
    expect(await rowsOf(fileId)).toEqual([]);
    expect(storedBytes(t.tenant.company.id, fileId)).toBeNull();
  });
});

describe('an S3 bucket that refuses an export chunk', () => {
  const clock = new ManualClock(utc('2026-04-01 12:00'));
  const t = useTestApp(
    {},
    {
      clock,
      fileStorage: {
        kind: 's3',
        bucket: 'refusing',
        region: S3.region,
        endpoint: s3.url,
        accessKeyId: S3.accessKeyId,
        secretAccessKey: S3.secretAccessKey,
      },
    },
  );
  const { api } = tenantApi(t);

  it('records the failure on the export record, answers every request, and writes the chunk when the job tries again', async () => {
    await seedCall(t, { created_at: utc('2026-03-02 10:00'), caller_number: '+14155550202' });
    const exporter = (
      await api('POST', '/admin_table_exporters', {
        data_type: 'calls',
        export_column_names: ['caller_number'],
        created_at_from: '2026-03-02 00:00:00 +0000',
        created_at_to: '2026-03-02 23:59:59 +0000',
        export_timeframe: 'month',
      })
    ).json().admin_table_exporter;
    s3.failNext(503, 'SlowDown', 'Please reduce your request rate.');
    await t.leadline.jobs.runDue();

    const records = (await api('GET', `/data_export_records?record_id=${exporter.id}`)).json()
      .data_export_records;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'failed', record_type: 'AdminTableExporter' });
    expect(records[0].error_message).toBe(
      'Chunk 0 could not be stored: S3 answered 503 SlowDown: Please reduce your request rate.',
    );
    expect(records[0].error_message).not.toContain(S3.secretAccessKey);
    const shown = await api('GET', `/admin_table_exporters/${exporter.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().admin_table_exporter).toMatchObject({ succeeded_at: null, queued_files_count: 1 });
    const partial = await t.app.inject({
      method: 'GET',
      url: exporter.export_file_url,
      headers: { authorization: t.tenant.authorization },
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.body).toBe('caller_number\r\n');

    clock.advance(60 * 60_000);
    await t.leadline.jobs.runDue();
    const after = await t.app.inject({
      method: 'GET',
      url: exporter.export_file_url,
      headers: { authorization: t.tenant.authorization },
    });
    expect(after.body).toBe('caller_number\r\n+14155550202\r\n');

    // A bucket that cannot give the file back: an error answer naming S3's, not half a CSV.
    s3.failNext(500, 'InternalError', 'We encountered an internal error.');
    const unreadable = await t.app.inject({
      method: 'GET',
      url: exporter.export_file_url,
      headers: { authorization: t.tenant.authorization },
    });
    expect(unreadable.statusCode).toBe(502);
    expect(unreadable.json()).toMatchObject({ code: 'bad_gateway' });
    expect(unreadable.body).toContain('S3 answered 500 InternalError');
  });
});
