import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestLeadline } from '@leadline/core/testing';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../src/index.js';

describe('temporary upload files of a killed process', () => {
  it('are removed when a server starts, while a running process keeps its own', async () => {
    // pid_max on Linux is at most 2^22: this process cannot exist.
    const dead = join(tmpdir(), `leadline-upload-4194305-${Date.now()}`);
    const mine = join(tmpdir(), `leadline-upload-${process.pid}-${Date.now()}`);
    writeFileSync(dead, 'caller\n');
    writeFileSync(mine, 'caller\n');
    const leadline = await createTestLeadline();
    const app = await buildServer({ leadline, rateLimit: false });
    try {
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(mine)).toBe(true);
    } finally {
      rmSync(mine, { force: true });
      await app.close();
      await leadline.close();
    }
  });
});
