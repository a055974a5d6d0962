import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LeadlineMetrics } from './metrics.js';

/**
 * `LEADLINE_METRICS_LISTEN` (`127.0.0.1:9464`): `/metrics` on an address of its own, without a
 * token, for a scraper on a private network; the API's port never shows it.
 */
export async function listenForMetrics(
  metrics: LeadlineMetrics,
  address: { host: string; port: number },
  onError: (error: unknown) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('only GET /metrics here\n');
      return;
    }
    metrics.render().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error) => {
        onError(error);
        res.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = address.host.includes(':') ? `[${address.host}]` : address.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads `host:port` (`[::1]:9464` for IPv6); the message names the variable. */
export function parseListenAddress(raw: string): { host: string; port: number } {
  const m = raw.match(/^(?:\[([^\]]+)\]|([^:]+)):(\d+)$/);
  const port = Number(m?.[3]);
  if (!m || !Number.isInteger(port) || port > 65_535) throw new Error(`must be host:port, got ${raw}`);
  return { host: (m[1] ?? m[2])!, port };
}
