import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Projects do not inherit the root's timeouts; servers, PostgreSQL schemas and the CLI binary need more than 5 s under load.
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['../../vitest.require-assertions.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
