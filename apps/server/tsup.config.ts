import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'node22',
  // Declarations come from tsc (build:types), only where publishing needs them: `serve` never reads them.
  dts: false,
  sourcemap: true,
  clean: true,
});
