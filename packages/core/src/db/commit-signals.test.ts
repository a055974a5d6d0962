import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await pause(10);
  }
}

// On PostgreSQL this is LISTEN/NOTIFY (the listener is a connection of its own); on SQLite the writer's commit.
describe('commit signals', () => {
  let leadline: Leadline;
  beforeAll(async () => {
    leadline = await createTestLeadline();
  });
  afterAll(() => leadline.close());

  it('hears a notice sent in a transaction once it commits, and never one whose transaction rolled back', async () => {
    const heard: string[] = [];
    const offs = ['sig:a', 'sig:b'].map((t) => leadline.signals.on(t, () => heard.push(t)));
    await leadline.signals.listening();
    await leadline.database.db.transaction().execute(async (trx) => {
      await leadline.signals.notify(trx, 'sig:a');
      await pause(50);
      expect(heard).toEqual([]);
    });
    await until(() => heard.length > 0);
    await expect(
      leadline.database.db.transaction().execute(async (trx) => {
        await leadline.signals.notify(trx, 'sig:b');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Sent outside a transaction: at once, and after the rolled-back one would have been.
    await leadline.signals.notify(leadline.database.db, 'sig:a');
    await until(() => heard.length > 1);
    await pause(50);
    expect(heard).toEqual(['sig:a', 'sig:a']);
    for (const off of offs) off();
  });

  it('sends a topic once per transaction, however often the transaction names it', async () => {
    let heard = 0;
    const off = leadline.signals.on('sig:once', () => heard++);
    await leadline.signals.listening();
    await leadline.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 5; i++) await leadline.signals.notify(trx, 'sig:once');
    });
    await until(() => heard > 0);
    await pause(100);
    expect(heard).toBe(1);
    off();
  });
});
