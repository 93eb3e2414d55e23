import { createAccount, MIN_PASSWORD_LENGTH, USER_ROLES } from '@rawex/api';
import { Command, Option } from 'commander';
import { z } from 'zod';
import { withRuntime } from '../runtime.ts';

const optionsSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('must be a valid email address')),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(128, 'must be at most 128 characters'),
  role: z.enum(USER_ROLES),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  companyName: z.string().trim().min(1).max(200).optional(),
  location: z.string().trim().min(1).max(200).optional(),
});

export const usersCreateCommand = new Command('create')
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
  .action((rawOptions: unknown) => {
    const options = optionsSchema.parse(rawOptions);
    return withRuntime(async ({ db }) => {
      const user = await createAccount(db.knex, options);
      console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
    });
  });
