import { describeAccountEvents } from './account-events.ts';
import { authRoutes } from './auth.routes.ts';
import { constraintMessages } from './constraint-messages.ts';
import { forgetSignInCountersJob } from './sign-in-throttle.job.ts';
import { vendorRoutes } from './vendors.routes.ts';

/** What accounts bring to the app (gathered in `../domains.ts`). */
export const accountsModule = {
  routes: [...authRoutes, ...vendorRoutes],
  jobs: [forgetSignInCountersJob],
  constraints: constraintMessages,
  tags: [
    { name: 'Accounts', description: 'Sign up, sign in, sign out.' },
    { name: 'Vendors', description: 'Suppliers, their figures and their ratings.' },
  ],
  events: {
    'account.password_changed': describeAccountEvents,
    'account.verify_email': describeAccountEvents,
  },
};
