import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { ORPHAN_AGE_MS } from './job-files.js';
import { JobQueue } from './job-queue.js';

async function* bytes(text: string) {
  yield Buffer.from(text);
}

describe('orphaned job files', () => {
  let leadline: Leadline;
  let clock: ManualClock;
  let queue: JobQueue;
  beforeEach(async () => {
    clock = new ManualClock(Date.UTC(2026, 0, 1));
    leadline = await createTestLeadline({ clock });
    queue = new JobQueue(leadline.database.db, leadline.database.dialect, clock);
  });
  afterEach(async () => {
    await queue.stopWorkers();
    await leadline.close();
  });
  const fileIds = async () =>
    (await leadline.database.db.selectFrom('job_files').select('file_id').distinct().execute())
      .map((r) => r.file_id)
      .sort();

  it('sweeps files no job names once they are old, and keeps young ones and those a job names', async () => {
    const company = await leadline.companies.create({ name: 'Files' });
    const orphan = await queue.files.put(company.id, bytes('caller\n1\n'));
    const named = await queue.files.put(company.id, bytes('caller\n2\n'));
    await queue.enqueue('import', { fileId: named.fileId });
    clock.advance(ORPHAN_AGE_MS + 1);
    const young = await queue.files.put(company.id, bytes('caller\n3\n'));
    expect(await queue.files.sweepOrphans()).toBe(1);
    expect(await fileIds()).toEqual([named.fileId, young.fileId].sort());
    expect(orphan.fileId).not.toBe(young.fileId);
  });
});
