import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** How the receiver answers: a status, or `hang` (never answers, until the test ends). */
export type Answer = number | 'hang';

/**
 * A stand-in webhook receiver: a real HTTP server on 127.0.0.1 that records
 * every request and answers what the test tells it (200, 500, never), and
 * can go down (connections refused) and come back on the same port.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  /** Answers in order; the last one repeats. */
  answers: Answer[] = [200];
  responseBody = '{"ok":true}';
  private server: Server | null = null;
  private hanging = new Set<() => void>();
  port = 0;

  async start(port = 0): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        this.received.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        const answer = this.answers.length > 1 ? this.answers.shift()! : this.answers[0]!;
        if (answer === 'hang') {
          this.hanging.add(() => res.destroy());
          return;
        }
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end(this.responseBody);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Goes down: the port refuses connections until `start(port)` again. */
  async stop(): Promise<void> {
    for (const end of this.hanging) end();
    this.hanging.clear();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Comes back on the port it had. */
  async restart(): Promise<void> {
    await this.start(this.port);
  }
}
