// Child process: the Leadline server with its job worker (as `leadline serve` runs it) on the bench database.
import { createLeadline } from '@leadline/core';
import { buildServer, listen } from '@leadline/server';

const [config, port] = process.argv.slice(2);
const leadline = await createLeadline(JSON.parse(config));
const app = await buildServer({ leadline, rateLimit: false, logger: false });
const running = await listen(app, leadline, { port: Number(port), host: '127.0.0.1' }, []);
process.send?.({ ready: true });
process.on('message', async (m) => {
  if (m === 'stop') {
    await running.stop();
    process.exit(0);
  }
});
