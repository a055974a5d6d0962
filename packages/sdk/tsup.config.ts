import { defineConfig } from 'tsup';

export default defineConfig({
  // The metadata entry (the declarations as data, for tools such as the CLI) is
  // separate so that importing the client never loads it.
  entry: ['src/index.ts', 'src/metadata/index.ts'],
  format: ['esm'],
  target: 'node22',
  // Declarations come from tsc (build:types), only where publishing needs them: `serve` never reads them.
  dts: false,
  sourcemap: true,
  clean: true,
  tsconfig: 'tsconfig.build.json',
});
