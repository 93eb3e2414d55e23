// What other domains may use of API keys.
export { listApiKeys, revokeEveryApiKey, useApiKey } from './api-keys.service.ts';
