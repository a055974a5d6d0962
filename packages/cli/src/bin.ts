#!/usr/bin/env node
import { exitUnlessNodeSupported } from '@leadline/core/node-version';

// Before anything that needs a newer Node loads: one line naming the Node needed, exit 1.
exitUnlessNodeSupported();
const { main } = await import('./cli.js');

// `./dev leadline …` runs from the repository; paths on its command line are
// the caller's, so work from the caller's directory (and pass it on to no one).
const callerCwd = process.env.LEADLINE_CALLER_CWD;
if (callerCwd) {
  delete process.env.LEADLINE_CALLER_CWD;
  process.chdir(callerCwd);
}

process.exitCode = await main(process.argv);
