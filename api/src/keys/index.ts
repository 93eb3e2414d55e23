// What other domains may use of API keys.
export { listApiKeys, pauseEveryApiKey, revokeEveryApiKey, useApiKey } from './api-keys.service.ts';
