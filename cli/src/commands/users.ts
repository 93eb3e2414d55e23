import { MIN_PASSWORD_LENGTH, USER_ROLES } from '@rawex/api/contracts/account-values';
import { Command, Option } from 'commander';
import { loadServerModule } from './server-module.ts';

export const usersCommand = new Command('users').description('manage accounts').addCommand(
  new Command('create')
    .description('create an account of any role, admins included (the API only signs up buyers and vendors)')
    .requiredOption('--email <email>', 'the sign-in email')
    .requiredOption(
      '--password <password>',
      `at least ${MIN_PASSWORD_LENGTH} characters (or set RAWEX_PASSWORD instead)`,
      process.env.RAWEX_PASSWORD,
    )
    .addOption(new Option('--role <role>', 'the account role').choices(USER_ROLES).default('buyer'))
    .option('--first-name <name>', 'first name', 'RawEx')
    .option('--last-name <name>', 'last name', 'Administrator')
    .option('--company-name <name>', 'company name (vendors)')
    .option('--location <place>', 'city and country (vendors)')
    .action(async (options: unknown) => {
      const { createUser } = await loadServerModule(() => import('../server/users.ts'));
      await createUser(options);
    }),
);
