import { defineConfig } from 'vitest/config';

// One run over every package. Workspace packages resolve to their TypeScript
// source through the "source" export condition, so tests need no build step
// (only the CLI's binary tests, which run the built bin).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
