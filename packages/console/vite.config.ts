import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const sdk = fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url));

/**
 * Static files for /console. Preact stands in for React (the TanStack
 * libraries are written for React). The SDK is bundled from its source: a
 * workspace dependency on it would close a cycle (the SDK's tests need the
 * server, and the server ships these files). No inline script or style is
 * emitted, so the server's Content-Security-Policy can forbid them.
 */
export default defineConfig({
  base: '/console/',
  resolve: {
    alias: [
      { find: '@leadline/sdk', replacement: sdk },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 400,
    target: 'es2022',
    rolldownOptions: {
      // TanStack Query marks its modules "use client" for React Server Components; nothing to keep here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
