import { type ClientOptions, Leadline } from '@leadline/sdk';
import { ExitError } from './exit-error.js';
import { type Profile, profilesPath, readProfiles } from './profiles.js';

/** Flags every command that talks to a server takes. */
export interface ServerFlags {
  profile?: string;
  baseUrl?: string;
}

/**
 * An SDK client for a command: --base-url and --profile first, then the
 * LEADLINE_* environment, then the default profile `leadline login` saved.
 */
export async function apiClient(flags: ServerFlags): Promise<Leadline> {
  const file = await readProfiles();
  const name = flags.profile ?? envVar('LEADLINE_PROFILE') ?? file.default;
  const profile: Profile | undefined = name ? file.profiles[name] : undefined;
  if (flags.profile && !profile) {
    throw new ExitError(
      `No profile ${flags.profile} in ${profilesPath()}: run \`leadline login --profile ${flags.profile}\``,
      2,
    );
  }
  const fromEnv =
    !flags.profile &&
    Boolean(
      (envVar('LEADLINE_PUBLIC_KEY') && envVar('LEADLINE_PRIVATE_KEY')) || envVar('LEADLINE_AUTH_TOKEN'),
    );
  const baseURL =
    flags.baseUrl ?? (flags.profile ? profile?.base_url : (envVar('LEADLINE_BASE_URL') ?? profile?.base_url));
  if (!baseURL) {
    throw new ExitError('No server: run `leadline login`, pass --base-url or set LEADLINE_BASE_URL', 2);
  }
  const credentials = fromEnv ? undefined : credentialsOf(profile);
  if (!fromEnv && !credentials) {
    throw new ExitError(
      'Not logged in: run `leadline login`, or set LEADLINE_PUBLIC_KEY and LEADLINE_PRIVATE_KEY (or LEADLINE_AUTH_TOKEN)',
      2,
    );
  }
  serverUrl = baseURL;
  // Without credentials of its own, the SDK reads the LEADLINE_* environment.
  return new Leadline({ baseURL, ...credentials, ...quiet() } as ClientOptions);
}

/**
 * The CLI reports failures itself, so the SDK's own warnings would say it twice;
 * `LEADLINE_LOG=debug leadline …` still shows every request.
 */
const quiet = (): Partial<ClientOptions> =>
  envVar('LEADLINE_LOG') ? { logger: STDERR_LOGGER } : { logLevel: 'error' };

/** Logs go to stderr, so that stdout stays the command's output (JSON, lines) for a pipe. */
const STDERR_LOGGER = {
  error: console.error,
  warn: console.error,
  info: console.error,
  debug: console.error,
};

/** The server the last client was made for, so a connection error can say which it could not reach. */
export let serverUrl: string | undefined;

/** A variable set to '' counts as unset, as the SDK reads them. */
export const envVar = (name: string): string | undefined => process.env[name] || undefined;

/** A client with a profile's server and credentials. */
export const profileClient = (profile: Profile) => {
  serverUrl = profile.base_url;
  return new Leadline({ baseURL: profile.base_url, ...credentialsOf(profile), ...quiet() } as ClientOptions);
};

function credentialsOf(profile: Profile | undefined): Partial<ClientOptions> | undefined {
  if (profile?.public_key && profile.private_key) {
    return { publicKey: profile.public_key, privateKey: profile.private_key };
  }
  if (profile?.auth_token) {
    return {
      authToken: profile.auth_token,
      ...(profile.company_id ? { companyId: profile.company_id } : {}),
    };
  }
  return undefined;
}
