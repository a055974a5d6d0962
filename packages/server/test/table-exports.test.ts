import { beforeAll, describe, expect, it } from 'vitest';
import { seedCall, utc } from './call-seed.js';
import { tenantApi, useTestApp } from './helpers.js';

describe('admin_table_exporters: a table exported to CSV by a background job, downloadable with the API credentials', () => {
  const t = useTestApp({}, { other: 'Other Co' });
  const { api } = tenantApi(t);
  const ids: number[] = [];

  beforeAll(async () => {
    // Three days of calls (chunks are days of the company's zone, New York), one with a comma and a quote to
    // escape, one half a second before a chunk's end.
    ids.push(
      await seedCall(t, {
        created_at: utc('2026-03-01 10:00'),
        caller_number: '+14155550101',
        hangup_cause: 'busy, "really"',
      }),
    );
    ids.push(
      await seedCall(t, { created_at: utc('2026-03-02 04:59') + 59_500, caller_number: '+14155550102' }),
    );
    ids.push(await seedCall(t, { created_at: utc('2026-03-03 08:00'), caller_number: '+14155550103' }));
  });

  const download = (url: string, who = t.tenant) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });

  it('answers at once with the export queued, then the job writes it in chunks with progress', async () => {
    const res = await api('POST', '/admin_table_exporters', {
      data_type: 'calls',
      export_column_names: ['id', 'caller_number', 'hangup_cause'],
      created_at_from: '2026-03-01 00:00:00 +0000',
      created_at_to: '2026-03-03 23:59:59 +0000',
      export_timeframe: 'day',
    });
    expect(res.statusCode, res.body).toBe(201);
    const queued = res.json().admin_table_exporter;
    expect(queued).toMatchObject({ total_records_count: 0, succeeded_at: null });
    expect(queued.export_file_url).toBe(`/api/v1/admin_table_exporters/${queued.id}/download`);

    await t.leadline.jobs.runDue();
    const done = (await api('GET', `/admin_table_exporters/${queued.id}`)).json().admin_table_exporter;
    expect(done).toMatchObject({
      total_count: 4,
      queued_files_count: 0,
      total_records_count: 3,
      total_files_count: 2,
    });
    expect(done.succeeded_at).not.toBeNull();

    const file = await download(queued.export_file_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.body).toBe(
      'id,caller_number,hangup_cause\r\n' +
        `${ids[0]},+14155550101,"busy, ""really"""\r\n` +
        `${ids[1]},+14155550102,\r\n` +
        `${ids[2]},+14155550103,\r\n`,
    );

    const records = (
      await api('GET', '/data_export_records?record_type=AdminTableExporter&order_dir=asc')
    ).json().data_export_records;
    expect(records.map((r: { file_url: string }) => r.file_url)).toEqual([
      `/api/v1/admin_table_exporters/${queued.id}/download?chunk=1`,
      `/api/v1/admin_table_exporters/${queued.id}/download?chunk=3`,
    ]);
    const chunk = await download(records[1].file_url);
    expect(chunk.body).toBe(`id,caller_number,hangup_cause\r\n${ids[2]},+14155550103,\r\n`);
    expect((await download(`/api/v1/admin_table_exporters/${queued.id}/download?chunk=2`)).statusCode).toBe(
      404,
    );
  });

  it('resumes a stopped export at the first chunk it had not recorded, without writing any row twice', async () => {
    const { db } = t.leadline.database;
    const exporter = (await api('GET', '/admin_table_exporters')).json().admin_table_exporters[0];
    const before = (await download(exporter.export_file_url)).body;
    // The state a job leaves when it stops after chunk 2 of 4 (chunk 3, the last, not yet written).
    await db.deleteFrom('data_export_records').where('file_url', 'like', '%chunk=3').execute();
    await db
      .updateTable('admin_table_exporters')
      .set({ queued_files_count: 1, total_records_count: 2, total_files_count: 1, succeeded_at: null })
      .where('id', '=', exporter.id)
      .execute();
    await t.leadline.jobs.enqueue(
      'table_export',
      { exporterId: exporter.id },
      { companyId: t.tenant.company.id },
    );
    await t.leadline.jobs.runDue();
    const after = (await api('GET', `/admin_table_exporters/${exporter.id}`)).json().admin_table_exporter;
    expect(after).toMatchObject({ queued_files_count: 0, total_records_count: 3, total_files_count: 2 });
    expect(after.succeeded_at).not.toBeNull();
    expect((await download(exporter.export_file_url)).body).toBe(before);
  });

  it('refuses a table without a list, a column it does not have, or another company, with a 422 naming each', async () => {
    for (const [body, param] of [
      [{ data_type: 'no_such_table' }, 'data_type'],
      [{ data_type: 'calls', export_column_names: ['id', 'planet'] }, 'export_column_names'],
      [{ data_type: 'calls', target_company_id: t.other.company.id }, 'target_company_id'],
    ] as const) {
      const res = await api('POST', '/admin_table_exporters', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toHaveProperty(param);
    }
    expect((await api('GET', '/admin_table_exporters')).json().admin_table_exporters).toHaveLength(1);
  });

  it("never gives another company's export or records", async () => {
    const mine = (await api('GET', '/admin_table_exporters')).json().admin_table_exporters[0];
    expect((await download(mine.export_file_url, t.other)).statusCode).toBe(404);
    const res = await api('POST', '/admin_table_exporters', { data_type: 'calls' }, t.other);
    await t.leadline.jobs.runDue();
    const theirs = (
      await api('GET', `/admin_table_exporters/${res.json().admin_table_exporter.id}`, undefined, t.other)
    ).json().admin_table_exporter;
    expect(theirs).toMatchObject({ total_records_count: 0, total_count: 0 });
    expect((await download(theirs.export_file_url, t.other)).body).toMatch(/^id,legacy_id,type,uuid/);
  });

  it('refuses a bad chunk number with a 422', async () => {
    const mine = (await api('GET', '/admin_table_exporters')).json().admin_table_exporters[0];
    const res = await download(`${mine.export_file_url}?chunk=-1`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('chunk');
  });
});
