import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Chromium browser tests drive: LEADLINE_CHROMIUM names one, else the
 * system's (`apt-get install chromium` on Debian). Without one those suites
 * are skipped, and say why: CI machines with only Node have none.
 */
const CANDIDATES = [
  process.env.LEADLINE_CHROMIUM,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
export const chromiumPath = CANDIDATES.find((p): p is string => Boolean(p && existsSync(p)));
export const NO_CHROMIUM = 'skipped: no Chromium (set LEADLINE_CHROMIUM, or apt-get install chromium)';

/** Where a suite's screenshots go (LEADLINE_TEST_ARTEFACTS, else packages/server/test-results), for a person to look at. */
export const artefactsDir = (suite: string) =>
  join(
    process.env.LEADLINE_TEST_ARTEFACTS ?? fileURLToPath(new URL('../test-results', import.meta.url)),
    suite,
  );

/** --no-sandbox: the sandbox refuses to run as root, as containers and CI often do. */
export const CHROMIUM_ARGS = ['--no-sandbox'];
