import { apiClient, envVar, profileClient, type ServerFlags, serverUrl } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import { note, type Output, printRecord } from '../util/output.js';
import { type Profile, profilesPath, readProfiles, removeProfile, saveProfile } from '../util/profiles.js';
import { ask, canPrompt } from '../util/prompts.js';

export interface LoginOptions extends Output {
  yes?: boolean;
  profile?: string;
  setDefault?: boolean;
  baseUrl?: string;
  publicKey?: string;
  privateKey?: string;
  authToken?: string;
  companyId?: string;
}

/**
 * `leadline login`: checks a server and credentials with GET /me, then saves
 * them as a profile (the default from now on). Flags first, then the
 * LEADLINE_* environment, then questions at a terminal.
 */
export async function login(options: LoginOptions): Promise<void> {
  const interactive = canPrompt(options);
  const missing = (flag: string) =>
    new ExitError(`${flag} is required (or run leadline login at a terminal to be asked)`, 2);

  const baseUrl =
    options.baseUrl ??
    envVar('LEADLINE_BASE_URL') ??
    (interactive ? await ask('Server URL:', { default: 'http://127.0.0.1:3000' }) : undefined);
  if (!baseUrl) throw missing('--base-url');

  const profile: Profile = { base_url: baseUrl };
  const authToken = options.authToken ?? (options.publicKey ? undefined : envVar('LEADLINE_AUTH_TOKEN'));
  if (authToken && !options.publicKey) {
    profile.auth_token = authToken;
    const companyId = options.companyId ?? envVar('LEADLINE_COMPANY_ID');
    if (companyId) profile.company_id = companyId;
  } else {
    profile.public_key =
      options.publicKey ??
      envVar('LEADLINE_PUBLIC_KEY') ??
      (interactive ? await ask('Public key (llpk_…):') : undefined);
    if (!profile.public_key) throw missing('--public-key (or --auth-token)');
    profile.private_key =
      options.privateKey ??
      envVar('LEADLINE_PRIVATE_KEY') ??
      (interactive ? await ask('Private key (llsk_…):', { secret: true }) : undefined);
    if (!profile.private_key) throw missing('--private-key');
  }

  const me = await callApi(options, () => profileClient(profile).me.show());
  const name = options.profile ?? 'default';
  // Plain `login` sets up the default; a named profile becomes it only when asked (or when it is the first).
  const path = await saveProfile(name, profile, !options.profile || Boolean(options.setDefault));
  const { default: current } = await readProfiles();
  printRecord(options, {
    profile: name,
    default: current === name,
    base_url: profile.base_url,
    company_id: me.company.id,
    company: me.company.name,
    actor: `${me.actor.type} ${me.actor.name}`,
    superuser: me.permissions.superuser,
  });
  note(
    options,
    current === name
      ? `Saved to ${path}; later commands use it unless told otherwise.`
      : `Saved to ${path}. The default is still ${current}: pass --profile ${name}, or log in again with --set-default.`,
  );
}

/** `leadline logout`: forgets a profile's credentials (the default one unless --profile names another). */
export async function logout(options: Output & { profile?: string }): Promise<void> {
  const name = options.profile ?? (await readProfiles()).default;
  if (!name) throw new ExitError('Not logged in: there is no default profile', 1);
  if (!(await removeProfile(name))) throw new ExitError(`No profile ${name} in ${profilesPath()}`, 1);
  printRecord(options, { profile: name, logged_out: true });
}

/** `leadline whoami`: who the credentials a command would use are, on which server (GET /me). */
export async function whoami(options: Output & ServerFlags): Promise<void> {
  const file = await readProfiles();
  const client = await apiClient(options);
  const me = await callApi(options, () => client.me.show());
  const profile = options.profile ?? envVar('LEADLINE_PROFILE') ?? file.default ?? null;
  printRecord(options, {
    base_url: serverUrl,
    profile,
    company_id: me.company.id,
    company: me.company.name,
    actor: `${me.actor.type} ${me.actor.name}`,
    superuser: me.permissions.superuser,
  });
}
