import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/bin.ts'],
  format: ['esm'],
  target: 'node22',
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
});
