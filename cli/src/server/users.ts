import { createAccount } from '@rawex/api';
import { emailSchema, passwordSchema, USER_ROLES } from '@rawex/api/contracts';
import { z } from 'zod';
import { parseOptions } from './options.ts';
import { withRuntime } from './runtime.ts';

const optionsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(USER_ROLES),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  companyName: z.string().trim().min(1).max(200).optional(),
  location: z.string().trim().min(1).max(200).optional(),
});

export function createUser(rawOptions: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, rawOptions, { password: 'the password' });
  return withRuntime(async ({ db }) => {
    const user = await createAccount(db.knex, options);
    console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
  });
}
