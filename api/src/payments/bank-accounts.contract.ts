import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { textSchema, timestampSchema } from '../platform/common.contract.ts';

/** Letters and digits, in capitals: an IBAN, a BIC or an account number as written with spaces. */
const compactCode = (max: number) =>
  textSchema(max + 10)
    .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z0-9]+$/, 'must be letters and digits')
        .max(max, `must be at most ${max} characters`),
    );

export const bankAccountSchema = z
  .object({
    currency: currencyCodeSchema.meta({
      description: 'What it is paid in: a firm has one account per currency.',
    }),
    accountHolder: z.string(),
    iban: z
      .string()
      .nullable()
      .meta({ description: 'In groups of four, as printed.', example: 'DE89 3704 0044 0532 0130 00' }),
    bic: z.string().nullable(),
    accountNumber: z.string().nullable().meta({ description: 'Where the country has no IBAN.' }),
    bankName: z.string().nullable(),
    swift: z.string().nullable(),
    updatedAt: timestampSchema,
    payoutsHeldUntil: timestampSchema.nullable().meta({
      description:
        'The account was changed: payouts to it wait until then, documents issued meanwhile say so, and any owner may cancel the change (POST /company/bank-account/cancel-change).',
    }),
    previousAccount: z
      .object({
        accountHolder: z.string(),
        iban: z.string().nullable(),
        accountNumber: z.string().nullable(),
      })
      .nullable()
      .meta({ description: 'While payouts are held: the account it replaced, which cancelling restores.' }),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The ISO 20022 SEPA character set (the EPC's): what every bank's payment file carries in a name. */
export const SEPA_NAME = /^[A-Za-z0-9/?:().,'+ -]+$/;

/**
 * Where a supplier is paid: an IBAN (and its bank's BIC), or, in a country without IBANs, the
 * account number, the bank's name and its SWIFT code.
 */
const bankAccountFields = z.strictObject({
  currency: currencyCodeSchema
    .optional()
    .meta({ description: 'What it is paid in; absent: your firm’s currency. One account per currency.' }),
  // ISO 20022 credit transfers carry a name of at most 70 characters in the SEPA character set.
  accountHolder: textSchema(70).pipe(
    z
      .string()
      .min(1, 'is required')
      .regex(
        SEPA_NAME,
        "may hold only letters without accents, digits, spaces and / - ? : ( ) . , ' +: write it as your bank prints it",
      ),
  ),
  iban: compactCode(34).optional(),
  bic: compactCode(11).optional(),
  accountNumber: compactCode(34).optional(),
  bankName: textSchema(140).optional(),
  swift: compactCode(11).optional(),
});

/** Whatever the fields, as a payee's account must be: an IBAN, or an account number with its bank. */
function checkAccountFields(body: z.output<typeof bankAccountFields>, context: z.RefinementCtx): void {
  const { iban, bic } = body;
  if (
    iban &&
    bic &&
    /^[A-Z]{2}/i.test(iban) &&
    bic.length >= 6 &&
    bic.slice(4, 6).toUpperCase() !== iban.slice(0, 2).toUpperCase()
  ) {
    context.addIssue({
      code: 'custom',
      path: ['bic'],
      message: `is a bank in ${bic.slice(4, 6).toUpperCase()}, but the IBAN is of an account in ${iban.slice(0, 2).toUpperCase()}`,
    });
  }

  if (body.iban && body.accountNumber) {
    context.addIssue({
      code: 'custom',
      path: ['accountNumber'],
      message: 'give an IBAN or an account number, not both',
    });
  }
  if (!body.iban) {
    if (!body.accountNumber)
      context.addIssue({
        code: 'custom',
        path: ['iban'],
        message: 'is required, or an account number with its bank name and SWIFT code',
      });
    else {
      if (!body.bankName)
        context.addIssue({
          code: 'custom',
          path: ['bankName'],
          message: 'is required with an account number',
        });
      if (!body.swift)
        context.addIssue({
          code: 'custom',
          path: ['swift'],
          message: 'is required with an account number',
        });
    }
  }
}

export const bankAccountBodySchema = bankAccountFields.superRefine(checkAccountFields);
export type BankAccountBody = z.output<typeof bankAccountBodySchema>;

/**
 * A code from the person's authenticator app, or a recovery code: the fresh second step money asks
 * for, unless the session gave one within 5 minutes (a passkey's, say).
 */
export const secondStepCodeSchema = z
  .string({ error: 'must be text' })
  .trim()
  .min(6, 'is the 6-digit code your authenticator app shows, or one of your recovery codes')
  .max(32, 'is the 6-digit code your authenticator app shows, or one of your recovery codes')
  .meta({ description: 'A code from your authenticator app, or one of your recovery codes.' });

/** Changing where money goes: the account, and a fresh second step. */
export const bankAccountChangeBodySchema = bankAccountFields
  .extend({ code: secondStepCodeSchema.optional() })
  .superRefine(checkAccountFields);
export type BankAccountChangeBody = z.output<typeof bankAccountChangeBodySchema>;

/** Which of the firm's accounts: the one in `currency`, or in the firm's own currency. */
export const bankAccountQuerySchema = z.strictObject({
  currency: currencyCodeSchema.optional().meta({ description: 'Absent: your firm’s currency.' }),
});
