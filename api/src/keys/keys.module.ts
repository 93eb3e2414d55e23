import { keyRoutes } from './keys.routes.ts';

/** What API keys bring to the app (gathered in `../domains.ts`; the metrics routes need every route, so `api-routes.ts` adds them). */
export const keysModule = {
  routes: keyRoutes,
  tags: [
    { name: 'API keys', description: 'Keys for third parties: bearer authentication, permissions, limits.' },
  ],
};
