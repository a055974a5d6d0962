import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AdminTableExporterCreateParams } from '@leadline/sdk';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { note, type Output, printRecord } from '../util/output.js';
import { ProgressBar } from '../util/progress.js';

export interface ExportFlags extends ServerFlags, Output {
  columns?: string;
  from?: string;
  to?: string;
  timeframe: string;
  output?: string;
  wait: boolean;
}

/** `leadline export <table>`: the server checks the table and the columns, and names what it refuses. */
export async function exportTable(table: string, flags: ExportFlags): Promise<void> {
  const client = await apiClient(flags);
  const params = {
    data_type: table,
    export_timeframe: flags.timeframe,
    ...(flags.columns ? { export_column_names: flags.columns.split(',').map((c) => c.trim()) } : {}),
    ...(flags.from ? { created_at_from: flags.from } : {}),
    ...(flags.to ? { created_at_to: flags.to } : {}),
  } as unknown as AdminTableExporterCreateParams;
  const exporters = client.adminTableExporters;
  const created = await callApi(flags, () => exporters.create(params));
  if (!flags.wait) {
    printRecord(flags, created as unknown as Record<string, unknown>);
    return;
  }
  let bar: ProgressBar | undefined;
  const done = await callApi(flags, () =>
    exporters.waitUntilDone(created.id, {
      pollMs: 250,
      onProgress: (e) => {
        bar ??=
          e.total_count > 0
            ? new ProgressBar(e.total_count, 'records', !flags.json && Boolean(process.stderr.isTTY))
            : undefined;
        bar?.update(e.total_count - e.queued_files_count, e.total_records_count);
      },
    }),
  );
  bar?.done(done.total_count, done.total_records_count);
  const csv = await callApi(flags, () => exporters.download(done.id));
  // `leadline export calls > f.csv`: piped (and not --json, whose answer is stdout's), the CSV is stdout.
  const target =
    flags.output ?? (!flags.json && !process.stdout.isTTY ? '-' : `${table}-export-${done.id}.csv`);
  if (target === '-') process.stdout.write(csv);
  else await writeFile(target, csv);
  if (flags.json)
    printRecord(flags, {
      ...(done as unknown as Record<string, unknown>),
      file: target === '-' ? null : target,
    });
  else if (target !== '-') note(flags, `${done.total_records_count} records written to ${resolve(target)}`);
}
