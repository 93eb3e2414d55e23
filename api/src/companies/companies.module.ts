import { routinesBeside } from '../platform/database/migrate.ts';
import { companyRoutes } from './companies.routes.ts';
import { describeCompanyEvents } from './company-events.ts';
import { constraintMessages } from './constraint-messages.ts';
import * as companiesMigration from './migrations/20261128000000_companies.ts';
import * as ownCompanyFunctionsMigration from './migrations/20261211020000_own_company_functions.ts';
import * as firmCurrenciesMigration from './migrations/20261215000000_firm_currencies.ts';

/** What companies bring to the app (gathered in `../domains.ts`). */
export const companiesModule = {
  migrations: [
    { name: '20261128000000_companies', ...companiesMigration },
    { name: '20261211020000_own_company_functions', ...ownCompanyFunctionsMigration },
    { name: '20261215000000_firm_currencies', ...firmCurrenciesMigration },
  ],
  routes: companyRoutes,
  routines: routinesBeside(import.meta.url, [
    'rawex_company_kind',
    'register_own_company',
    'follow_account_role',
    'company_name',
    'memberships_of',
    'company_party',
    'members_of_companies',
    'member_standing',
    'member_purchase_rules',
    'acting_membership',
    'last_acted_membership',
    'note_firm_acted_for',
    'firm_names',
    'firm_terms',
    'set_firm_payment_plan',
  ]),
  events: { 'company.member_invited': describeCompanyEvents },
  constraints: constraintMessages,
  tags: [
    {
      name: 'Companies',
      description:
        'Firms and the people in them: the company you act for, its members and roles, invitations, limits and settings.',
    },
  ],
};
