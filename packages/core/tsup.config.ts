import { defineConfig } from 'tsup';

export default defineConfig({
  // require-node and node-version are entries of their own, so that index imports them before undici.
  entry: [
    'src/index.ts',
    'src/testing/index.ts',
    'src/csv-phone.ts',
    'src/node-version.ts',
    'src/require-node.ts',
  ],
  format: ['esm'],
  target: 'node22',
  // Declarations come from tsc (build:types), only where publishing needs them: `serve` never reads them.
  dts: false,
  sourcemap: true,
  clean: true,
});
