import { COMPANY_ROLES, MIN_PASSWORD_LENGTH, USER_ROLES } from '@rawex/api/contracts/account-values';
import { Command, Option } from 'commander';
import { loadServerModule } from './server-module.ts';
import { readSecret } from '../secret-input.ts';

export const usersCommand = new Command('users').description('manage accounts').addCommand(
  new Command('create')
    .description('create an account of any role, admins included (the API only signs up buyers and vendors)')
    .requiredOption('--email <email>', 'the sign-in email')
    .addOption(new Option('--role <role>', 'the account role').choices(USER_ROLES).default('buyer'))
    .option('--first-name <name>', 'first name', 'RawEx')
    .option('--last-name <name>', 'last name', 'Administrator')
    .option('--company-name <name>', 'company name (vendors)')
    .option('--location <place>', 'city and country (vendors)')
    .option(
      '--company <company>',
      'also make the account a member of this company: its id, or the email of the account that registered it',
    )
    .addOption(
      new Option('--company-role <role>', 'the member’s role in --company')
        .choices(COMPANY_ROLES)
        .default('viewer'),
    )
    .option('--monthly-limit <dollars>', 'what the member may spend a month before an approver must agree')
    .addHelpText(
      'after',
      `\nThe password (at least ${MIN_PASSWORD_LENGTH} characters) is asked on a terminal, read from stdin, or taken from RAWEX_PASSWORD:\n  echo "$PASSWORD" | rawex users create --email ops@example.com --role admin\n  rawex users create --email buyer@acme.example --company owner@acme.example --company-role purchaser --monthly-limit 5000`,
    )
    .action(async (options: Record<string, unknown>) => {
      const password = process.env.RAWEX_PASSWORD ?? (await readSecret('Password:'));
      const { createUser } = await loadServerModule(() => import('../server/users.ts'));
      await createUser({ ...options, password });
    }),
);
