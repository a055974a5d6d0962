export { buildProgram, main } from './cli.js';
export { ExitError } from './util/exit-error.js';
