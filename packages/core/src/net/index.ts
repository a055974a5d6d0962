export { AddressPolicy, type PrivateUrlAllowance, parsePrivateUrlAllowance } from './address-policy.js';
export {
  type GuardedFetchInit,
  redactUrl,
  UrlGuard,
  type UrlGuardOptions,
  UrlRefusedError,
} from './url-guard.js';
