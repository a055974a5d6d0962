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

/** Saves a profile and makes it the default; written to a temporary file first so a crash never truncates it. */
export async function saveProfile(name: string, profile: Profile): Promise<string> {
  const file = await readProfiles();
  file.profiles[name] = profile;
  file.default = name;
  const dir = configDir();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = profilesPath();
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
  return path;
}
