export {
  type CredentialShape,
  MASK,
  maskCredentials,
  maskUrlCredentials,
  openCredentials,
  resealCredentials,
  resolveSecretReferences,
  sealCredentials,
  secretReferences,
} from './credential-parts.js';
export { type Keyring, keyringFromSettings, loadOrCreateKeyFile, openKeyring } from './key-file.js';
export { SecretBox } from './secret-box.js';
