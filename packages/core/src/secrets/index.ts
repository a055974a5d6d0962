export { type Keyring, keyringFromSettings, loadOrCreateKeyFile, openKeyring } from './key-file.js';
export { resealSecrets } from './reseal.js';
export { SecretBox } from './secret-box.js';
