// What other domains may use of API keys.
export {
  keysOf,
  listApiKeys,
  pauseEveryApiKey,
  revokeEveryApiKey,
  revokeKeysOfDeletedAccount,
  useApiKey,
} from './api-keys.service.ts';
