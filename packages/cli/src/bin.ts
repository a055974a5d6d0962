#!/usr/bin/env node
import { main } from './cli.js';

// `./dev leadline …` runs from the repository; paths on its command line are
// the caller's, so work from the caller's directory (and pass it on to no one).
const callerCwd = process.env.LEADLINE_CALLER_CWD;
if (callerCwd) {
  delete process.env.LEADLINE_CALLER_CWD;
  process.chdir(callerCwd);
}

process.exitCode = await main(process.argv);
