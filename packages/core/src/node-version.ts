/**
 * Leadline needs Node.js 22 or newer (undici, node:sqlite-era APIs). On an older
 * Node its dependencies fail deep inside with errors that name nothing useful
 * (undici: "Cannot read properties of undefined (reading 'bind')"), so the
 * entry points check first. It imports nothing, so it runs before anything that
 * would crash.
 */
export const REQUIRED_NODE_MAJOR = 22;

/** The one-line complaint about this process's Node, or undefined when it will do. */
export function nodeVersionProblem(version = process.versions.node): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return undefined;
  return `Leadline needs Node.js ${REQUIRED_NODE_MAJOR} or newer; this is Node.js ${version} (./dev brings Node 24, or see https://nodejs.org).`;
}

/** For a program's entry point: says the one line on stderr and exits 1 on an older Node. */
export function exitUnlessNodeSupported(): void {
  const problem = nodeVersionProblem();
  if (!problem) return;
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
