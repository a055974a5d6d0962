import { describe, expect, it } from 'vitest';
import { useRealServer } from './real-server.js';

describe('client.adminTableExporters against the real server (with its job worker)', () => {
  const server = useRealServer({}, { worker: true });

  it('creates an export, waits with its progress and downloads the CSV', async () => {
    const { client } = server;
    const offer = await client.offers.create({ name: 'Exported offer' });
    const exporter = await client.adminTableExporters.create({
      data_type: 'offers',
      export_column_names: ['id', 'name'],
    });
    const seen: number[] = [];
    const done = await client.adminTableExporters.waitUntilDone(exporter.id, {
      pollMs: 20,
      onProgress: (e) => seen.push(e.total_records_count),
    });
    expect(done.total_records_count).toBe(1);
    expect(seen.at(-1)).toBe(1);
    expect(await client.adminTableExporters.download(exporter.id)).toBe(
      `id,name\r\n${offer.id},Exported offer\r\n`,
    );
    await expect(client.adminTableExporters.download(exporter.id, { chunk: 99 })).rejects.toMatchObject({
      status: 404,
    });
  });
});
