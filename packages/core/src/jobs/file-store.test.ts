import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileStoreError, LocalFileStore } from './file-store.js';

const root = mkdtempSync(join(tmpdir(), 'leadline-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function* parts(...texts: string[]) {
  for (const text of texts) yield Buffer.from(text);
}
async function text(body: AsyncIterable<Uint8Array> | null): Promise<string | null> {
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('LocalFileStore', () => {
  const store = new LocalFileStore(root);

  it('writes a stream under its key, reads it back, and deletes it (twice is no error)', async () => {
    expect(await store.put('7/a', parts('id,name\r\n', '1,Ann\r\n'))).toBe(16);
    expect(await text(await store.read('7/a'))).toBe('id,name\r\n1,Ann\r\n');
    await store.delete('7/a');
    await store.delete('7/a');
    expect(await store.read('7/a')).toBeNull();
  });

  it('leaves no partial file when the source breaks off', async () => {
    async function* broken() {
      yield Buffer.from('half');
      throw new Error('client went away');
    }
    await expect(store.put('7/b', broken())).rejects.toThrow('client went away');
    expect(readdirSync(join(root, '7'))).toEqual([]);
  });

  it('refuses a key that would leave its directory', async () => {
    await expect(store.put('../escape', parts('x'))).rejects.toBeInstanceOf(FileStoreError);
    await expect(store.read('7/../../escape')).rejects.toBeInstanceOf(FileStoreError);
  });
});
