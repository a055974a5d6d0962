import { spawn, spawnSync } from 'node:child_process';
import { BIN, type CliResult } from './run-cli.js';

/** util-linux `script` gives the binary a real terminal, so prompts behave as they do for a person. */
export const hasScript = spawnSync('script', ['--version']).status === 0;

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * Runs the built `leadline` binary at a pseudo-terminal and answers its
 * prompts: each time the output shows the next question, types the answer.
 * Resolves with everything the terminal showed (stdout and stderr together).
 */
export function runInTerminal(
  args: string[],
  env: NodeJS.ProcessEnv,
  answers: [question: RegExp, answer: string][],
): Promise<CliResult> {
  const command = [process.execPath, BIN, ...args].map(quote).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      env: { ...process.env, DATABASE_URL: '', CI: '', TERM: 'dumb', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no answer expected at:\n${out}`));
    }, 20_000);
    let out = '';
    let asked = 0;
    let seenUpTo = 0;
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      const [question, answer] = answers[asked] ?? [];
      if (question?.test(out.slice(seenUpTo))) {
        asked++;
        seenUpTo = out.length;
        child.stdin.write(`${answer}\r`);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout: out, stderr: '' });
    });
  });
}

/**
 * Starts the built binary at a pseudo-terminal and leaves it running (for
 * `serve`): `waitFor` resolves once the terminal has shown a pattern; `stop`
 * ends the whole process group.
 */
export function startInTerminal(args: string[], env: NodeJS.ProcessEnv) {
  const command = [process.execPath, BIN, ...args].map(quote).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    env: { ...process.env, DATABASE_URL: '', CI: '', TERM: 'xterm', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  return {
    output: () => out,
    waitFor(pattern: RegExp, ms = 20_000): Promise<RegExpMatchArray> {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          const m = out.match(pattern);
          if (m) return resolve(m);
          if (Date.now() - started > ms) return reject(new Error(`never saw ${pattern} in:\n${out}`));
          setTimeout(check, 50);
        };
        check();
      });
    },
    async stop(): Promise<void> {
      if (child.exitCode !== null) return;
      const closed = new Promise((r) => child.once('close', r));
      process.kill(-child.pid!, 'SIGTERM');
      await closed;
    },
  };
}
