import { readFileSync } from 'node:fs';

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
