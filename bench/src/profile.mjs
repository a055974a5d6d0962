import { readFileSync } from 'node:fs';
import { createHistogram, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

// BENCH_PROFILE=DIR writes a V8 CPU profile of each server child into DIR (open it in Chrome's
// DevTools or any .cpuprofile viewer): how a figure below target was taken apart.
export const profileArgs = () =>
  process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`, '--cpu-prof-interval=200']
    : [];

/** Resident memory now: the total, and (Linux) the anonymous and file-backed parts from /proc. */
export function residentMemory() {
  const out = { rss: process.memoryUsage().rss };
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
    out.anon = kb('RssAnon');
    out.file = kb('RssFile') + kb('RssShmem');
  } catch {
    // Not Linux: the total alone.
  }
  return out;
}

/**
 * In a server child: answers `cpu` messages with the process's CPU time so far and how many
 * requests it has answered (`count()`). On a machine shared with other work, CPU time per request
 * moves far less with the load than requests per second do.
 */
export function answerCpu(count) {
  process.on('message', (m) => {
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: { us: user + system, requests: count() } });
    }
  });
}

/** In the parent: the child's CPU time and request count now (see answerCpu). */
export function cpuOf(child) {
  return new Promise((resolve) => {
    const on = (m) => {
      if (m?.cpu) {
        child.off('message', on);
        resolve(m.cpu);
      }
    };
    child.on('message', on);
    child.send('cpu');
  });
}

/** CPU µs per request between two cpuOf readings. */
export const cpuPerRequest = (a, b) =>
  b.requests > a.requests ? Math.round((b.us - a.us) / (b.requests - a.requests)) : undefined;

/**
 * In a server child: answers withInServerLatency's `latency-reset` and `latency` messages from the
 * child's own histogram of microseconds per request, and `rss` with its resident memory.
 */
export function answerLatency(inServer, rss = () => residentMemory()) {
  const ms = (us) => +(us / 1000).toFixed(2);
  // Where a tail comes from: the event loop's own delays (a request waiting behind other work)
  // and the garbage collector's pauses, over the same window as the in-server histogram.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const gcPauses = createHistogram();
  let gcTotalUs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const us = Math.max(1, Math.round(entry.duration * 1000));
      gcPauses.record(us);
      gcTotalUs += us;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (m) => {
    if (m === 'rss') process.send?.({ rss: rss() });
    if (m === 'latency-reset') {
      inServer.reset();
      loopDelay.reset();
      gcPauses.reset();
      gcTotalUs = 0;
    }
    if (m === 'latency') {
      process.send?.({
        latency: {
          p50: ms(inServer.percentile(50)),
          p90: ms(inServer.percentile(90)),
          p99: ms(inServer.percentile(99)),
          max: ms(inServer.max),
          loop_delay_p99: ms(loopDelay.percentile(99) / 1000),
          loop_delay_max: ms(loopDelay.max / 1000),
          gc_pauses: gcPauses.count,
          gc_p99: ms(gcPauses.count ? gcPauses.percentile(99) : 0),
          gc_max: ms(gcPauses.count ? gcPauses.max : 0),
          gc_total: ms(gcTotalUs),
        },
      });
    }
  });
}
