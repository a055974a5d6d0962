import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SecretBox } from './secret-box.js';

/**
 * The keyring kept in a file, one `<id>:<base64 key>` a line, the current key
 * first; created with a new random key (readable by its owner only) when it
 * does not exist. The embedded default keeps it beside the SQLite file
 * (`leadline.db.secret-key`): back the two up together.
 */
export function loadOrCreateKeyFile(path: string): SecretBox {
  if (!existsSync(path)) {
    writeFileSync(path, `${SecretBox.generateKeySpec()}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
  }
  const specs = readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return SecretBox.fromKeys(specs);
}

/** A keyring and, when it lives in a file, where (absolute) and whether this start created it. */
export interface Keyring {
  secrets: SecretBox;
  file?: { path: string; created: boolean };
}

/**
 * The keyring a server's settings name: `keys` (`LEADLINE_SECRET_KEYS`, comma-separated
 * `<id>:<base64 key>`, the current key first) wins over `keyFile` (`LEADLINE_SECRET_KEY_FILE`,
 * created when missing). Without either, a SQLite database keeps its key file beside it and a
 * PostgreSQL one in `leadline.secret-key` in the working directory: every process serving one
 * database must read the same keys.
 */
export function openKeyring(settings: { keys?: string; keyFile?: string; database: string }): Keyring {
  const keys = settings.keys
    ?.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys?.length) return { secrets: SecretBox.fromKeys(keys) };
  const sqliteFile =
    !/^postgres(ql)?:\/\//i.test(settings.database) && !settings.database.includes(':memory:');
  const path = resolve(
    settings.keyFile ??
      (sqliteFile
        ? `${settings.database.replace(/^(sqlite|file):(\/\/)?/i, '')}.secret-key`
        : 'leadline.secret-key'),
  );
  const created = !existsSync(path);
  return { secrets: loadOrCreateKeyFile(path), file: { path, created } };
}

/** `openKeyring`'s keys alone. */
export function keyringFromSettings(settings: {
  keys?: string;
  keyFile?: string;
  database: string;
}): SecretBox {
  return openKeyring(settings).secrets;
}
