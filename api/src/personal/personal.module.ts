import { summaryRoutes } from './summary.routes.ts';

/** What the personal summary brings to the app (gathered in `../domains.ts`): it reads the domains below it. */
export const personalModule = {
  routes: summaryRoutes,
};
