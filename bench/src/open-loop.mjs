// Requests at a fixed, evenly paced rate, whatever the server's answers do (an open loop, as wrk2
// does): autocannon's overallRate sends each connection's quota for the second as fast as it can and
// then idles, so its "fixed rate" is a burst at full speed every second. Sending never waits for
// answers, so a server that falls behind still receives requests on time and its queue shows in the
// percentiles (no coordinated omission). Each latency runs from the moment the request was handed
// to the connection pool: measuring from the moment it was due would also count this process's own
// timer granularity and pauses (on this 2-vCPU machine, a bare handler then shows a p99 of 6 ms).
import { Pool } from 'undici';

/**
 * @param {{ origin: string, path: string | ((i: number) => string), method?: string,
 *   headers?: Record<string, string>, headersFn?: (i: number) => Record<string, string>,
 *   body?: (i: number) => string, rate: number, seconds: number,
 *   connections?: number }} o
 */
export async function openLoop(o) {
  const pool = new Pool(o.origin, { connections: o.connections ?? 128, pipelining: 1 });
  const total = Math.round(o.rate * o.seconds);
  const latency = new Float64Array(total);
  const statuses = {};
  let errors = 0;
  let sent = 0;
  let done = 0;
  const start = performance.now();
  await new Promise((resolve) => {
    const send = (i) => {
      const sentAt = performance.now();
      pool
        .request({
          path: typeof o.path === 'function' ? o.path(i) : o.path,
          method: o.method ?? 'GET',
          headers: o.headersFn ? o.headersFn(i) : o.headers,
          body: o.body?.(i),
        })
        .then(
          async (res) => {
            await res.body.dump();
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          },
          () => {
            errors++;
          },
        )
        .finally(() => {
          latency[i] = performance.now() - sentAt;
          if (++done === total) resolve();
        });
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * o.rate) / 1000) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  latency.sort();
  const at = (q) => +latency[Math.min(total - 1, Math.floor(q * total))].toFixed(2);
  const ok = Object.entries(statuses)
    .filter(([code]) => code.startsWith('2'))
    .reduce((n, [, c]) => n + c, 0);
  return {
    rps: Math.round(total / elapsed),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
    errors,
    non2xx: total - ok - errors,
    statuses,
  };
}

/**
 * Runs `run` and adds what the server child measured inside itself meanwhile (leadline-server.mjs
 * keeps that histogram), or null from a child that keeps none.
 */
export async function withInServerLatency(child, run) {
  child.send('latency-reset');
  const result = await run();
  const inServer = await new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 1000);
    const on = (m) => m?.latency && done(m.latency);
    const done = (value) => {
      clearTimeout(timer);
      child.off('message', on);
      resolve(value);
    };
    child.on('message', on);
    child.send('latency');
  });
  return { ...result, in_server: inServer };
}
