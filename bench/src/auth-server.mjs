// Child process for auth.mjs: the Leadline server on the bench database, in one of the modes
// compared: `cache` (the shipped default: a verified credential is remembered until the credential
// epoch moves), `nocache` (authCacheMs 0: every request looks its key up), `limited` (the default,
// and the rate limit counted in the database, as `leadline serve` runs), or `bare` (node:http
// answering a constant).
import http from 'node:http';
import { answerCpu } from './profile.mjs';

// `root`: another checkout's built packages (BENCH_BEFORE), to run the code before a change beside it.
const [file, port, mode, root] = process.argv.slice(2);
const from = (pkg) => (root ? `${root}/packages/${pkg}/dist/index.js` : `@leadline/${pkg}`);
let answered = 0;
answerCpu(() => answered);
if (mode === 'bare') {
  const body = JSON.stringify({ me: { actor: { type: 'api_key' } } });
  http
    .createServer((_req, res) => {
      answered++;
      res.setHeader('content-type', 'application/json');
      res.end(body);
    })
    .listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true }));
} else {
  const { createLeadline } = await import(from('core'));
  const { buildServer } = await import(from('server'));
  const leadline = await createLeadline({
    database: file,
    ...(mode === 'nocache' ? { authCacheMs: 0 } : {}),
  });
  const app = await buildServer({
    leadline,
    logger: false,
    // A limit no run reaches: what is measured is counting, not refusing.
    rateLimit: mode === 'limited' ? { max: 1e9, windowMs: 60_000 } : false,
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    answered++;
    done();
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.send?.({ ready: true });
}
process.on('SIGTERM', () => process.exit(0));
