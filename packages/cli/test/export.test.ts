import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newUuid, openDatabase } from '@leadline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { hasScript, runInTerminal } from './run-in-terminal.js';
import { useServedCompany } from './served-company.js';

describe('leadline export against leadline serve', { timeout: 60_000 }, () => {
  const t = useServedCompany();
  const keys = () =>
    t.env({
      LEADLINE_BASE_URL: t.url,
      LEADLINE_PUBLIC_KEY: t.co.public_key,
      LEADLINE_PRIVATE_KEY: t.co.private_key,
    });
  const ids: number[] = [];

  beforeAll(async () => {
    const database = await openDatabase(t.database);
    try {
      for (const [d, caller] of [
        [2, '+14155550101'],
        [5, '+14155550102'],
      ] as const) {
        const at = Date.UTC(2026, 2, d, 15);
        const row = await database.db
          .insertInto('calls')
          .values({
            company_id: t.co.company.id,
            uuid: newUuid(),
            created_at: at,
            updated_at: at,
            status: 'completed',
            caller_number: caller,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(Number(row.id));
      }
    } finally {
      await database.close();
    }
  });

  it('starts the export, waits for the background job and downloads the CSV', async () => {
    const output = join(t.configDir, 'calls.csv');
    const res = await runCli(
      [
        'export',
        'calls',
        '--columns',
        'id,caller_number',
        '--from',
        '2026-03-01',
        '--to',
        '2026-03-06',
        '--output',
        output,
        '--json',
      ],
      keys(),
    );
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({
      data_type: 'calls',
      total_records_count: 2,
      queued_files_count: 0,
      file: output,
    });
    expect(readFileSync(output, 'utf8')).toBe(
      `id,caller_number\r\n${ids[0]},+14155550101\r\n${ids[1]},+14155550102\r\n`,
    );
  });

  it('writes to stdout with --output -', async () => {
    const res = await runCli(['export', 'calls', '--columns', 'caller_number', '--output', '-'], keys());
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe('caller_number\r\n+14155550101\r\n+14155550102\r\n');
  });

  it('writes the CSV to stdout when stdout is not a terminal (leadline export calls > f.csv), and no file', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'leadline-export-'));
    const res = await runCli(['export', 'calls', '--columns', 'caller_number'], {
      ...keys(),
      LEADLINE_CALLER_CWD: cwd,
    });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe('caller_number\r\n+14155550101\r\n+14155550102\r\n');
    expect(readdirSync(cwd)).toEqual([]);
  });

  it.runIf(hasScript)('at a terminal, writes <table>-export-<id>.csv and says where', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'leadline-export-'));
    const res = await runInTerminal(
      ['export', 'calls', '--columns', 'caller_number'],
      {
        ...keys(),
        LEADLINE_CALLER_CWD: cwd,
      },
      [],
    );
    expect(res.code, res.stdout).toBe(0);
    const [file] = readdirSync(cwd);
    expect(file).toMatch(/^calls-export-\d+\.csv$/);
    expect(res.stdout.replace(/\s+/g, '')).toContain(`2recordswrittento${join(cwd, file!)}`);
    expect(readFileSync(join(cwd, file!), 'utf8')).toBe('caller_number\r\n+14155550101\r\n+14155550102\r\n');
  });

  it('exits 2 naming a table or column the server refuses', async () => {
    const table = await runCli(['export', 'planets'], keys());
    expect(table.code).toBe(2);
    expect(table.stderr).toMatch(/data_type/);
    const column = await runCli(['export', 'calls', '--columns', 'id,planet'], keys());
    expect(column.code).toBe(2);
    expect(column.stderr).toMatch(/export_column_names: unknown column planet/);
  });
});
