import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, parseSqliteSynchronous } from './open.js';

describe('SQLite synchronous setting', () => {
  const synchronousOf = async (options: Parameters<typeof openDatabase>[1]) => {
    const dir = mkdtempSync(join(tmpdir(), 'leadline-sync-'));
    const database = await openDatabase(join(dir, 'x.db'), options);
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      return rows[0]?.synchronous;
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('runs NORMAL by default and FULL (power-loss safe) when asked', async () => {
    expect(await synchronousOf({})).toBe(1);
    expect(await synchronousOf({ sqliteSynchronous: 'full' })).toBe(2);
  });

  it('reads LEADLINE_SQLITE_SYNCHRONOUS, refusing other values', () => {
    expect(parseSqliteSynchronous(undefined)).toBeUndefined();
    expect(parseSqliteSynchronous(' Full ')).toBe('full');
    expect(() => parseSqliteSynchronous('off')).toThrow(/normal or full/);
  });
});
