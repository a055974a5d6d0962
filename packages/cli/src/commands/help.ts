import type { Command } from 'commander';

/** Commands that are not a resource of the API, grouped as the top-level help shows them. */
const GROUPS: [title: string, commands: string[]][] = [
  ['Run a server', ['serve', 'worker', 'migrate', 'backup']],
  ['Set up (on the database)', ['companies', 'keys', 'tokens']],
  ['Connect to a server', ['login', 'whoami', 'logout']],
  ['Talk to the API', ['leads', 'buyers', 'offers', 'schedules', 'calls', 'suppression', 'contacts', 'api']],
  ['Shell', ['completion', 'resources']],
];

/**
 * The top-level help, short: a few groups of commands rather than one line
 * per resource (there are about 90; `leadline resources` lists them).
 */
export function topLevelHelp(program: Command): string {
  const byName = new Map(program.commands.map((c) => [c.name(), c]));
  const width = Math.max(...GROUPS.flatMap(([, names]) => names.map((n) => n.length))) + 2;
  const lines = [`Usage: leadline <command> [options]`, '', program.description(), ''];
  for (const [title, names] of GROUPS) {
    lines.push(`${title}:`);
    for (const name of names) {
      const command = byName.get(name);
      if (command) lines.push(`  ${name.padEnd(width)}${firstSentence(command.description())}`);
    }
    lines.push('');
  }
  const resources = program.commands.filter((c) => !GROUPS.some(([, names]) => names.includes(c.name())));
  lines.push(
    `And ${resources.length} more resources (leadline resources): each with list, show, create, update, destroy as declared.`,
    '',
    'leadline <command> --help tells more. Exit codes: 0 done, 1 failed, 2 usage or a request refused.',
    '',
  );
  return lines.join('\n');
}

/** A resource's description reads "Title: what it is"; the help shows what it is, to its first full stop. */
const firstSentence = (text: string) => {
  const colon = text.indexOf(': ');
  const body = colon > 0 && colon < 40 && !text.slice(0, colon).includes(' (') ? text.slice(colon + 2) : text;
  const cut = body.split(/\. (?=[A-Z])/)[0] ?? body;
  return cut.length > 70 ? `${cut.slice(0, 69)}…` : cut;
};

/** `leadline resources`: every resource command, one line each. */
export function listResources(program: Command): void {
  const grouped = new Set(GROUPS.flatMap(([, names]) => names));
  const rows = program.commands
    .filter(
      (c) => !grouped.has(c.name()) || ['leads', 'buyers', 'offers', 'schedules', 'calls'].includes(c.name()),
    )
    .filter((c) => c.commands.some((s) => ['list', 'show', 'create'].includes(s.name())))
    .map((c) => [c.name(), c.commands.map((s) => s.name()).join(' ')] as const);
  const width = Math.max(...rows.map(([n]) => n.length)) + 2;
  process.stdout.write(`${rows.map(([n, ops]) => `${n.padEnd(width)}${ops}`).join('\n')}\n`);
}

/**
 * `leadline completion bash|zsh`: a script completing command names and their
 * subcommands, generated from the program itself so it never goes stale.
 */
export function completion(program: Command, shell: string): void {
  const subs = program.commands
    .filter((c) => c.commands.length)
    .map((c) => `    ${c.name()}) words="${c.commands.map((s) => s.name()).join(' ')}" ;;`);
  const top = program.commands.map((c) => c.name()).join(' ');
  const bash = [
    '# leadline completion for bash: eval "$(leadline completion bash)"',
    '_leadline() {',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash, not a template
    '  local cur=${COMP_WORDS[COMP_CWORD]} words=""',
    '  if [ "$COMP_CWORD" -eq 1 ]; then',
    `    words="${top}"`,
    '  elif [ "$COMP_CWORD" -eq 2 ]; then',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash, not a template
    '    case "${COMP_WORDS[1]}" in',
    ...subs,
    '    esac',
    '  fi',
    '  COMPREPLY=($(compgen -W "$words" -- "$cur"))',
    '}',
    'complete -o default -F _leadline leadline',
  ];
  if (shell === 'bash') process.stdout.write(`${bash.join('\n')}\n`);
  else if (shell === 'zsh') {
    process.stdout.write(
      `# leadline completion for zsh: eval "$(leadline completion zsh)"\nautoload -U +X bashcompinit && bashcompinit\n${bash.slice(1).join('\n')}\n`,
    );
  } else throw new Error(`completion: shell must be bash or zsh, got ${shell}`);
}
