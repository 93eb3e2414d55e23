import { MIN_PASSWORD_LENGTH, USER_ROLES } from '@rawex/api/contracts/account-values';
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
    .addHelpText(
      'after',
      `\nThe password (at least ${MIN_PASSWORD_LENGTH} characters) is asked on a terminal, read from stdin, or taken from RAWEX_PASSWORD:\n  echo "$PASSWORD" | rawex users create --email ops@example.com --role admin`,
    )
    .action(async (options: Record<string, unknown>) => {
      const password = process.env.RAWEX_PASSWORD ?? (await readSecret('Password:'));
      const { createUser } = await loadServerModule(() => import('../server/users.ts'));
      await createUser({ ...options, password });
    }),
);
