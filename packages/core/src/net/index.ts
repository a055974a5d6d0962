export { AddressPolicy, type PrivateUrlAllowance, parsePrivateUrlAllowance } from './address-policy.js';
export {
  type GuardedAnswer,
  type GuardedFetchInit,
  type GuardedRequestInit,
  redactUrl,
  UrlGuard,
  type UrlGuardOptions,
  UrlRefusedError,
} from './url-guard.js';
