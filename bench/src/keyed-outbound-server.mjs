// Child process for keyed-outbound.mjs: the Leadline server on the bench database, allowed to
// reach the stand-in carrier on 127.0.0.1.
import { createLeadline } from '@leadline/core';
import { buildServer } from '@leadline/server';

const [file, port] = process.argv.slice(2);
const leadline = await createLeadline({ database: file, allowPrivateUrls: ['127.0.0.0/8'] });
const app = await buildServer({ leadline, rateLimit: false, logger: false });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('SIGTERM', () => process.exit(0));
