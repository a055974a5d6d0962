import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A slow carrier: a proxy on 127.0.0.1 in front of the stand-in carriers that
 * holds every request until the test lets it through, then forwards it and
 * answers with what the stand-in answered (the carrier's own wire format).
 */
export class HeldCarrier {
  /** Paths of the requests that arrived, held or not. */
  readonly arrived: string[] = [];
  private server: Server | null = null;
  private held: (() => void)[] = [];
  private waiters: (() => void)[] = [];
  holding = true;

  constructor(private readonly upstream: string) {}

  async start(): Promise<this> {
    const target = new URL(this.upstream);
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        this.arrived.push(req.url ?? '');
        for (const wake of this.waiters.splice(0)) wake();
        const forward = () => {
          const out = request(
            {
              host: target.hostname,
              port: target.port,
              method: req.method,
              path: req.url,
              headers: { ...req.headers, host: target.host },
            },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            },
          );
          out.end(Buffer.concat(chunks));
        };
        if (this.holding) this.held.push(forward);
        else forward();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** Resolves once a request has arrived (and is being held). */
  async arrival(): Promise<void> {
    if (this.arrived.length > 0) return;
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Lets every held request through, and the ones to come. */
  release(): void {
    this.holding = false;
    for (const forward of this.held.splice(0)) forward();
  }

  async close(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
