/** Flags that say a person is not there to answer questions. */
export interface Unattended {
  json?: boolean | string;
  yes?: boolean;
}

/** Only a person at a terminal is asked anything: never under --json, --yes, CI or piped stdin. */
export function canPrompt(options: Unattended): boolean {
  return Boolean(process.stdin.isTTY) && !options.json && !options.yes && !process.env.CI;
}

// @inquirer/prompts is imported only when a question is actually asked, so scripts never load it.
export async function ask(message: string, options: { secret?: boolean; default?: string } = {}) {
  const prompts = await import('@inquirer/prompts');
  if (options.secret) return prompts.password({ message, mask: true });
  return prompts.input({ message, required: true, ...(options.default ? { default: options.default } : {}) });
}

export async function confirm(message: string): Promise<boolean> {
  const prompts = await import('@inquirer/prompts');
  return prompts.confirm({ message, default: false });
}
