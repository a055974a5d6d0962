import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
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
