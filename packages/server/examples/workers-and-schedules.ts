import { join } from 'node:path';
import { createLeadline } from '@leadline/core';

/**
 * Background work in your own process: the job worker (imports, exports, webhook deliveries)
 * and the schedule runner (schedule actions, dialled leads), with the public URL carriers
 * call back at. Stop both before closing Leadline.
 */
export async function main(folder: string) {
  const leadline = await createLeadline({ database: join(folder, 'leadline.db') });
  // Where carriers reach this process: rented numbers' webhooks point under it.
  leadline.publicUrl = 'https://calls.example.com';
  // Jobs a killed process left leased are marked interrupted before new work starts.
  await leadline.jobs.reclaimAbandoned();
  const worker = leadline.jobs.startWorker({ onError: (err) => console.error('job worker', err) });
  const schedules = leadline.schedules.start({
    callbackBaseUrl: leadline.publicUrl,
    onError: (err) => console.error('schedule runner', err),
  });
  const publicUrl = leadline.publicUrl;
  // … your app runs; on shutdown:
  await schedules.stop();
  await worker.stop();
  await leadline.close();
  return { publicUrl };
}
