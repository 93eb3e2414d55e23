import { z } from 'zod';
import {
  COMPANY_ROLES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  USER_ROLES,
} from './account-values.contract.ts';
import { paginationQuerySchema, textSchema, timestampSchema } from '../platform/common.contract.ts';
import { responseRateSchema } from './response-rate.contract.ts';
import { apiKeySchema } from '../keys/keys.contract.ts';

export const userRoleSchema = z.enum(USER_ROLES);

const nullableText = z.string().nullable();

const profileFields = {
  id: z.string(),
  email: z.email().meta({ description: 'The sign-in email.' }),
  contactEmail: z.email().nullable().meta({
    description: 'The public address buyers may write to, of the account’s own choice; none by default.',
  }),
  username: nullableText,
  firstName: nullableText,
  lastName: nullableText,
  companyName: nullableText,
  location: nullableText,
  description: nullableText,
  profileImageUrl: nullableText,
  isVerified: z.boolean(),
  emailVerified: z.boolean().meta({
    description:
      'The account confirmed its email address by the link sent at sign-up. A supplier is verified only after.',
  }),
  createdAt: timestampSchema,
};

/** The signed-in user, as they see themselves. */
export const companyRoleSchema = z.enum(COMPANY_ROLES);

export const meSchema = z
  .object({
    ...profileFields,
    role: userRoleSchema.meta({
      description:
        'The role they act in now: administrator, or buyer or vendor as the firm they act for buys or sells.',
    }),
    companyId: z.string().meta({
      description:
        'The firm they act for, chosen with `POST /api/companies/{id}/act`: their own (its id is the account’s) unless they chose another.',
    }),
    companyRole: companyRoleSchema.meta({ description: 'Their role in that firm.' }),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/**
 * A vendor as anyone sees it, its figures computed: its public contact email if it chose one, and
 * its sign-in email only for itself and administrators.
 */
export const vendorSchema = z
  .object({
    ...profileFields,
    email: profileFields.email
      .optional()
      .meta({ description: 'The sign-in email: answered only to the vendor itself and to administrators.' }),
    role: z.literal('vendor'),
    rating: z
      .number()
      .nullable()
      .meta({ description: 'Average rating, 1 to 5, two decimals; null before any.' }),
    reviewCount: z.number().int(),
    productCount: z.number().int().meta({ description: 'Active products.' }),
    responseRate: responseRateSchema,
  })
  .meta({ id: 'Vendor' });
export type Vendor = z.infer<typeof vendorSchema>;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid email address'));

export const updateMeBodySchema = z
  .strictObject({
    contactEmail: emailSchema
      .nullable()
      .meta({ description: 'The public address buyers may write to; null for none.' }),
  })
  .meta({ id: 'UpdateMeRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type UpdateMeRequest = z.input<typeof updateMeBodySchema>;

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const registerBodySchema = z
  .strictObject({
    email: emailSchema,
    password: passwordSchema,
    firstName: textSchema(100).pipe(z.string().min(1, 'is required')),
    lastName: textSchema(100).pipe(z.string().min(1, 'is required')),
    role: z.enum(['buyer', 'vendor'], { error: 'must be buyer or vendor' }).default('buyer'),
    companyName: textSchema(200).optional(),
    location: textSchema(200).optional(),
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9_.-]{2,39}$/, 'must be 3 to 40 letters, digits, dots, dashes or underscores')
      .optional(),
  })
  .refine((body) => body.role !== 'vendor' || (body.companyName?.length ?? 0) > 0, {
    path: ['companyName'],
    message: 'is required for a supplier account',
  })
  .meta({ id: 'RegisterRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type RegisterRequest = z.input<typeof registerBodySchema>;

/** A password someone gives to prove who they are (not a new one: no rule but its length). */
const givenPasswordSchema = z
  .string()
  .min(1, 'is required')
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const loginBodySchema = z
  .strictObject({
    email: emailSchema,
    password: givenPasswordSchema,
  })
  .meta({ id: 'LoginRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type LoginRequest = z.input<typeof loginBodySchema>;

export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: givenPasswordSchema,
    newPassword: passwordSchema,
    revokeKeys: z.boolean().default(false).meta({
      description:
        'Revoke every active API key of yours too: a key made with the old password stops working.',
    }),
  })
  .meta({ id: 'ChangePasswordRequest' });

export const confirmPasswordBodySchema = z
  .strictObject({
    password: givenPasswordSchema,
  })
  .meta({ id: 'ConfirmPasswordRequest' });

export const passwordChangedSchema = z
  .object({
    revokedKeys: z
      .array(apiKeySchema)
      .meta({ description: 'The keys revoked with the change (revokeKeys).' }),
    activeKeys: z
      .array(apiKeySchema)
      .meta({ description: 'Your keys still working: revoke any you did not make yourself.' }),
  })
  .meta({ id: 'PasswordChanged' });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

export const verifyVendorBodySchema = z
  .strictObject({ isVerified: z.boolean({ error: 'must be true or false' }) })
  .meta({ id: 'VerifyVendorRequest' });

export const vendorSortSchema = z.enum(['rating', 'products', 'name', 'location']);

/** A list's `verified=true|false` query: suppliers an administrator has verified, or not yet. */
export const verifiedQuerySchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((text) => text === 'true')
  .optional();

export const vendorListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  search: textSchema(200).optional().meta({ description: 'Matches company name, username or location.' }),
  sort: vendorSortSchema
    .default('rating')
    .meta({ description: 'rating: highest rated; products: most products; name: A-Z; location: A-Z.' }),
  verified: verifiedQuerySchema.meta({
    description: 'true: verified suppliers only; false: those waiting for verification.',
  }),
});

export const vendorListSchema = z.array(vendorSchema);

export const vendorRatingSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    review: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'VendorRating' });
export const vendorRatingListSchema = z.array(vendorRatingSchema);
export type VendorRating = z.infer<typeof vendorRatingSchema>;

export const verifyEmailBodySchema = z
  .strictObject({ token: z.string().min(1, 'is required').max(1000, 'is not a verification link’s token') })
  .meta({ id: 'VerifyEmailRequest' });
/** What confirming an address answers: only that it is confirmed, nothing of the account. */
export const emailVerifiedSchema = z.object({ emailVerified: z.literal(true) }).meta({ id: 'EmailVerified' });
