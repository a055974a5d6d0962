// Child process: the Leadline server on the bench database. It also keeps a histogram of how long
// each request took inside the server (Fastify's onRequest to onResponse), which the fixed-rate
// runs report beside the client's figures: the client's own pauses on this 2-vCPU machine show
// in what it measures, not in this.
import { createHistogram } from 'node:perf_hooks';
import { answerCpu, answerLatency } from './profile.mjs';

// `root`: another checkout's built packages (BENCH_BEFORE), to run the code before a change beside it.
const [file, port, root] = process.argv.slice(2);
const from = (pkg) => (root ? `${root}/packages/${pkg}/dist/index.js` : `@leadline/${pkg}`);
const { createLeadline } = await import(from('core'));
const { buildServer } = await import(from('server'));
// LEADLINE_SQLITE_SYNCHRONOUS=full measures power-loss safety's cost (synchronous.mjs runs both).
const synchronous = process.env.LEADLINE_SQLITE_SYNCHRONOUS;
const leadline = await createLeadline({
  database: file,
  ...(synchronous ? { databaseOptions: { sqliteSynchronous: synchronous } } : {}),
});
const app = await buildServer({ leadline, rateLimit: false, logger: false });
const inServer = createHistogram();
let answered = 0;
answerCpu(() => answered);
app.addHook('onResponse', (_request, reply, done) => {
  answered++;
  inServer.record(Math.max(1, Math.round(reply.elapsedTime * 1000)));
  done();
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.({ ready: true });
answerLatency(inServer);
process.on('SIGTERM', () => process.exit(0));
