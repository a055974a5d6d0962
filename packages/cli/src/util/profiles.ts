import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where `leadline login` keeps a server and its credentials. Secrets are stored as given: the file is 0600. */
export interface Profile {
  base_url: string;
  public_key?: string;
  private_key?: string;
  auth_token?: string;
  company_id?: string;
}

export interface ProfileFile {
  /** The profile commands use when none is named. */
  default?: string;
  profiles: Record<string, Profile>;
}

/** $LEADLINE_CONFIG_DIR, else $XDG_CONFIG_HOME/leadline, else ~/.config/leadline. */
export function configDir(): string {
  if (process.env.LEADLINE_CONFIG_DIR) return process.env.LEADLINE_CONFIG_DIR;
  const base = process.env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'leadline');
}

export const profilesPath = () => join(configDir(), 'profiles.json');

export async function readProfiles(): Promise<ProfileFile> {
  try {
    const parsed = JSON.parse(await readFile(profilesPath(), 'utf8')) as Partial<ProfileFile>;
    return { ...parsed, profiles: parsed.profiles ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { profiles: {} };
    throw error;
  }
}

/**
 * Saves a profile. It becomes the default when asked to, or when there is
 * none yet: `login --profile staging` must not silently move later commands
 * off the server they were using.
 */
export async function saveProfile(name: string, profile: Profile, makeDefault = false): Promise<string> {
  const file = await readProfiles();
  file.profiles[name] = profile;
  if (makeDefault || !file.default || !file.profiles[file.default]) file.default = name;
  return writeProfiles(file);
}

/** Removes a profile (and the default, if it was that one); false when there was none. */
export async function removeProfile(name: string): Promise<boolean> {
  const file = await readProfiles();
  if (!file.profiles[name]) return false;
  delete file.profiles[name];
  if (file.default === name) delete file.default;
  await writeProfiles(file);
  return true;
}

/** Written to a temporary file first so a crash never truncates it; 0600, as it holds secrets. */
async function writeProfiles(file: ProfileFile): Promise<string> {
  const dir = configDir();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = profilesPath();
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
  return path;
}
