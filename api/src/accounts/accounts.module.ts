import { describeAccountEvents } from './account-events.ts';
import { authRoutes } from './auth.routes.ts';
import { forgetSignInCountersJob } from './sign-in-throttle.job.ts';
import { vendorRoutes } from './vendors.routes.ts';

/** What accounts bring to the app (gathered in `../domains.ts`). */
export const accountsModule = {
  routes: [...authRoutes, ...vendorRoutes],
  jobs: [forgetSignInCountersJob],
  events: {
    'account.password_changed': describeAccountEvents,
    'account.verify_email': describeAccountEvents,
  },
};
