import { addCompanyMember, createAccount } from '@rawex/api';
import { COMPANY_ROLES, emailSchema, passwordSchema, priceSchema, USER_ROLES } from '@rawex/api/contracts';
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
  company: z.string().trim().min(1).max(254).optional(),
  companyRole: z.enum(COMPANY_ROLES).default('viewer'),
  monthlyLimit: priceSchema.optional(),
});

export function createUser(rawOptions: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, rawOptions, { password: 'the password' });
  const { company, companyRole, monthlyLimit, ...account } = options;
  return withRuntime(async ({ db }) => {
    await db.knex.transaction(async (trx) => {
      const user = await createAccount(trx, account);
      console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
      if (company === undefined) return;
      // A company is named by its id, which is its registering account's, or by that account's email.
      const founder = await trx('users')
        .where(company.includes('@') ? { email: company.toLowerCase() } : { id: company })
        .first('id', 'email');
      if (!founder)
        throw new Error(`No company ${company}: give its id or the email of the account that registered it.`);
      await addCompanyMember(trx, {
        companyId: founder.id,
        userId: user.id,
        role: companyRole,
        monthlyLimit,
      });
      console.log(`Added ${user.email} to the company of ${founder.email} as ${companyRole}.`);
    });
  });
}
