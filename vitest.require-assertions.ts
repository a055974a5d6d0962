import { beforeEach, expect } from 'vitest';

// No test may pass without asserting: one that forgets to (or whose assertions sit in a branch
// or a catch that never runs) fails instead. Every project's vitest config loads this file.
beforeEach(() => {
  expect.hasAssertions();
});
