import { routinesBeside } from '../platform/database/migrate.ts';
import { describeAccountEvents } from './account-events.ts';
import { authRoutes } from './auth.routes.ts';
import { constraintMessages } from './constraint-messages.ts';
import { forgetSignInCountersJob } from './sign-in-throttle.job.ts';
import { vendorRoutes } from './vendors.routes.ts';
import * as accountsMigration from './migrations/20261121010000_accounts.ts';
import * as limitsByAddressMigration from './migrations/20261123020000_limits_by_address.ts';
import * as signInThrottlesMigration from './migrations/20261126000000_sign_in_throttles.ts';
import * as secondStepFailuresMigration from './migrations/20261207020000_second_step_failures.ts';
import * as secondStepConfirmationMigration from './migrations/20261208000000_second_step_confirmation.ts';
import * as pausedPasskeysMigration from './migrations/20261208010000_paused_passkeys.ts';
import * as ratingOrderMigration from './migrations/20261126050000_rating_order.ts';
import * as contactEmailMigration from './migrations/20261126060000_contact_email.ts';
import * as verificationEmailsMigration from './migrations/20261127010000_verification_emails.ts';
import * as accountSecurityMigration from './migrations/20261129000000_account_security.ts';
import * as accountTriggersMigration from './migrations/20261211050000_account_triggers.ts';
import * as firmProfilesMigration from './migrations/20261211090000_firm_profiles.ts';
import * as firmProfilesViewMigration from './migrations/20261212010000_firm_profiles_view.ts';
import { passkeyRoutes } from './passkeys.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { sessionRoutes } from './sessions.routes.ts';
import { signInEmailRoutes } from './sign-in-email.routes.ts';
import { twoStepRoutes } from './two-step.routes.ts';
import { secondStepConfirmationRoutes } from './second-step-confirmation.routes.ts';

/** What accounts bring to the app (gathered in `../domains.ts`). */
export const accountsModule = {
  migrations: [
    { name: '20261121010000_accounts', ...accountsMigration },
    { name: '20261123020000_limits_by_address', ...limitsByAddressMigration },
    { name: '20261126000000_sign_in_throttles', ...signInThrottlesMigration },
    { name: '20261126050000_rating_order', ...ratingOrderMigration },
    { name: '20261126060000_contact_email', ...contactEmailMigration },
    { name: '20261127010000_verification_emails', ...verificationEmailsMigration },
    { name: '20261129000000_account_security', ...accountSecurityMigration },
    { name: '20261207020000_second_step_failures', ...secondStepFailuresMigration },
    { name: '20261208000000_second_step_confirmation', ...secondStepConfirmationMigration },
    { name: '20261208010000_paused_passkeys', ...pausedPasskeysMigration },
    { name: '20261211050000_account_triggers', ...accountTriggersMigration },
    { name: '20261211090000_firm_profiles', ...firmProfilesMigration },
    { name: '20261212010000_firm_profiles_view', ...firmProfilesViewMigration },
  ],
  routes: [
    ...authRoutes,
    ...passwordResetRoutes,
    ...twoStepRoutes,
    ...passkeyRoutes,
    ...sessionRoutes,
    ...signInEmailRoutes,
    ...secondStepConfirmationRoutes,
    ...vendorRoutes,
  ],
  routines: routinesBeside(import.meta.url, [
    'find_session',
    'profile_shows_upload',
    'account_identities',
    'account_access',
    'people',
    'account_of',
    'set_seller_rating',
    'account_registered',
    'account_role_changed',
    'accounts_shown_changed',
  ]),
  jobs: [forgetSignInCountersJob],
  constraints: constraintMessages,
  tags: [
    { name: 'Accounts', description: 'Sign up, sign in, sign out.' },
    { name: 'Vendors', description: 'Suppliers, their figures and their ratings.' },
  ],
  events: {
    'account.password_changed': describeAccountEvents,
    'account.verify_email': describeAccountEvents,
    'account.password_reset_requested': describeAccountEvents,
    'account.email_change_requested': describeAccountEvents,
    'account.email_changed': describeAccountEvents,
    'account.new_sign_in': describeAccountEvents,
    'account.second_step_changed': describeAccountEvents,
    'account.second_step_locked': describeAccountEvents,
  },
};
