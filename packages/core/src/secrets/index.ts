export { keyringFromSettings, loadOrCreateKeyFile } from './key-file.js';
export { SecretBox } from './secret-box.js';
