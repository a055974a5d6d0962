// prepublishOnly: `./dev` builds only JavaScript (serving never reads declarations), so a
// package must not reach the registry without the declarations `pnpm build` writes.
import { existsSync, readFileSync } from 'node:fs';

const { name, exports } = JSON.parse(readFileSync('package.json', 'utf8'));
const missing = Object.values(exports)
  .map((entry) => entry.types)
  .filter((types) => types && !existsSync(types));
if (missing.length > 0) {
  console.error(
    `${name}: ${missing.join(', ')} missing: run \`pnpm build\` (JavaScript and declarations) first`,
  );
  process.exit(1);
}
