// Child process for auth.mjs: the Leadline server on the bench database, in one of the modes
// compared: `cache` (the shipped default: a verified credential is remembered until the credential
// epoch moves), `nocache` (authCacheMs 0: every request looks its key up), `limited` (the default,
// and the rate limit counted in the database, as `leadline serve` runs), or `bare` (node:http
// answering a constant).
import http from 'node:http';

const [file, port, mode] = process.argv.slice(2);
if (mode === 'bare') {
  const body = JSON.stringify({ me: { actor: { type: 'api_key' } } });
  http
    .createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(body);
    })
    .listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true }));
} else {
  const { createLeadline } = await import('@leadline/core');
  const { buildServer } = await import('@leadline/server');
  const leadline = await createLeadline({ database: file, ...(mode === 'nocache' ? { authCacheMs: 0 } : {}) });
  const app = await buildServer({
    leadline,
    logger: false,
    // A limit no run reaches: what is measured is counting, not refusing.
    rateLimit: mode === 'limited' ? { max: 1e9, windowMs: 60_000 } : false,
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.send?.({ ready: true });
}
process.on('SIGTERM', () => process.exit(0));
