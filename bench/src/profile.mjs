// BENCH_PROFILE=DIR writes a V8 CPU profile of each server child into DIR (open it in Chrome's
// DevTools or any .cpuprofile viewer): how a figure below target was taken apart.
export const profileArgs = () =>
  process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`, '--cpu-prof-interval=200']
    : [];
