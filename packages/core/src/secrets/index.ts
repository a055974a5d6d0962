export { type Keyring, keyringFromSettings, loadOrCreateKeyFile, openKeyring } from './key-file.js';
export { SecretBox } from './secret-box.js';
