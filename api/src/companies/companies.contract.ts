import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { COMPANY_KINDS, COMPANY_ROLES_BY_KIND } from '../accounts/account-values.contract.ts';
import { companyRoleSchema, emailSchema, passwordSchema } from '../accounts/users.contract.ts';
import { priceSchema } from '../catalogue/products.contract.ts';
import { integerIdSchema, textSchema, timestampSchema } from '../platform/common.contract.ts';
import { countryCodeSchema } from '../platform/countries.contract.ts';

export const companyKindSchema = z.enum(COMPANY_KINDS);

/** An amount in the firm's currency, as PostgreSQL's numeric reads: "2500.00". */
const firmAmountSchema = z.string().meta({ example: '2500.00' });

export const companyAddressSchema = z
  .object({ id: z.number().int(), label: z.string(), address: z.string() })
  .meta({ id: 'CompanyAddress' });
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const companySchema = z
  .object({
    id: z.string().meta({ description: 'The id of the account that registered the firm.' }),
    kind: companyKindSchema,
    name: z.string().meta({ description: 'The name it trades under, as buyers and suppliers see it.' }),
    legalName: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    taxId: z.string().nullable().meta({ description: 'VAT or tax id; an EU VAT number is checked.' }),
    country: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2.' }),
    billingAddress: z.string().nullable(),
    isVerified: z.boolean().meta({ description: 'A supplier verified by RawEx.' }),
    poNumberRequired: z.boolean().meta({
      description: 'A checkout or a quote acceptance needs a purchase-order number (`poNumber`).',
    }),
    currency: currencyCodeSchema.meta({
      description:
        'The firm’s own currency: what a supplier sells in unless it prices a product otherwise, and what the firm’s limits and threshold are kept in (an order in another currency placed by a member with limits waits for an approver).',
    }),
    orderApprovalThreshold: firmAmountSchema.nullable().meta({
      description:
        'An order above this, in the firm’s currency, placed by a purchaser, waits for an approver.',
    }),
    shippingAddresses: z.array(companyAddressSchema),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

const nullableText = (max: number) =>
  textSchema(max)
    .transform((text) => (text === '' ? null : text))
    .nullable();

export const updateCompanyBodySchema = z
  .strictObject({
    name: textSchema(200).pipe(z.string().min(1, 'is required')),
    legalName: nullableText(200),
    registrationNumber: nullableText(60),
    taxId: textSchema(30)
      .transform((text) => text.replace(/[\s.-]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{2,30}$/, 'must be 2 to 30 letters and digits'))
      .nullable()
      .or(z.literal('').transform(() => null)),
    country: countryCodeSchema.nullable(),
    billingAddress: nullableText(500),
    poNumberRequired: z.boolean(),
    currency: currencyCodeSchema,
    orderApprovalThreshold: priceSchema.nullable(),
    shippingAddresses: z
      .array(
        z.strictObject({
          label: textSchema(60).pipe(z.string().min(1, 'is required')),
          address: textSchema(500).pipe(z.string().min(1, 'is required')),
        }),
      )
      .max(20, 'can hold at most 20 addresses')
      .refine(
        (addresses) =>
          new Set(addresses.map((address) => address.label.toLowerCase())).size === addresses.length,
        'has two addresses with the same label',
      ),
  })
  .partial()
  .meta({ id: 'UpdateCompanyRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type UpdateCompanyRequest = z.input<typeof updateCompanyBodySchema>;
export type UpdateCompanyBody = z.output<typeof updateCompanyBodySchema>;

export const membershipSchema = z
  .object({
    companyId: z.string(),
    name: z.string(),
    kind: companyKindSchema,
    role: companyRoleSchema,
    acting: z.boolean().meta({ description: 'The firm this session acts for.' }),
  })
  .meta({ id: 'Membership' });
export type Membership = z.infer<typeof membershipSchema>;
export const membershipListSchema = z.array(membershipSchema);

export const companyMemberSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: companyRoleSchema,
    monthlyLimit: firmAmountSchema.nullable().meta({
      description:
        'What a purchaser may spend in a calendar month (UTC), in the firm’s currency, before an approver must agree.',
    }),
    spentThisMonth: firmAmountSchema.meta({
      description:
        'The orders in the firm’s currency they placed for it this month, cancelled ones aside (an order in another currency is not converted to be added).',
    }),
    joinedAt: timestampSchema,
  })
  .meta({ id: 'CompanyMember' });
export type CompanyMember = z.infer<typeof companyMemberSchema>;
export const companyMemberListSchema = z.array(companyMemberSchema);

export const memberPathSchema = z.object({ userId: z.string().min(1).max(64) });

export const updateMemberBodySchema = z
  .strictObject({
    role: companyRoleSchema.optional(),
    monthlyLimit: priceSchema.nullable().optional(),
  })
  .refine((body) => body.role !== undefined || body.monthlyLimit !== undefined, 'give role or monthlyLimit')
  .meta({ id: 'UpdateMemberRequest' });
export type UpdateMemberRequest = z.input<typeof updateMemberBodySchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;

export const invitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: companyRoleSchema,
    status: z.enum(INVITATION_STATUSES),
    invitedBy: z.string().nullable().meta({ description: 'The email of the member who invited.' }),
    createdAt: timestampSchema,
    expiresAt: timestampSchema,
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

/** Who may be invited: any role of the firm's kind but owner (an owner is made from a member). */
export const invitableRoles = (kind: z.infer<typeof companyKindSchema>) =>
  COMPANY_ROLES_BY_KIND[kind].filter((role) => role !== 'owner');

export const createInvitationBodySchema = z
  .strictObject({ email: emailSchema, role: companyRoleSchema })
  .meta({ id: 'CreateInvitationRequest' });

export const invitationPathSchema = z.object({ id: integerIdSchema });

const tokenSchema = z.string().min(1, 'is required').max(1000);

export const invitationTokenQuerySchema = z.object({ token: tokenSchema });

/** What the link's page shows before the invitation is accepted. */
export const invitationPreviewSchema = z
  .object({
    companyName: z.string(),
    kind: companyKindSchema,
    role: companyRoleSchema,
    email: z.string(),
    expiresAt: timestampSchema,
    hasAccount: z.boolean().meta({
      description: 'An account with the invited address exists: sign in to it, then accept.',
    }),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationBodySchema = z
  .strictObject({
    token: tokenSchema,
    password: passwordSchema.optional().meta({
      description:
        'For an address with no account yet: the new account’s password (with firstName and lastName).',
    }),
    firstName: textSchema(100).pipe(z.string().min(1, 'is required')).optional(),
    lastName: textSchema(100).pipe(z.string().min(1, 'is required')).optional(),
  })
  .meta({ id: 'AcceptInvitationRequest' });
export type AcceptInvitationRequest = z.input<typeof acceptInvitationBodySchema>;
export type AcceptInvitationBody = z.output<typeof acceptInvitationBodySchema>;

export const companyPathSchema = z.object({ id: z.string().min(1).max(64) });
