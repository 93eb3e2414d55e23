// What other domains may use of API keys.
export {
  keysOf,
  listApiKeys,
  pauseEveryApiKey,
  revokeEveryApiKey,
  revokeKeysOfDeletedAccount,
} from './api-keys.service.ts';
export { useApiKey } from './key-authentication.ts';
