// Child process: the Leadline server on the bench database.
import { createLeadline } from '@leadline/core';
import { buildServer } from '@leadline/server';

const [file, port] = process.argv.slice(2);
const leadline = await createLeadline({ database: file });
const app = await buildServer({ leadline, rateLimit: false, logger: false });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('message', (m) => m === 'rss' && process.send?.({ rss: process.memoryUsage().rss }));
process.on('SIGTERM', () => process.exit(0));
