import { z } from 'zod';
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
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * Where a supplier is paid: an IBAN (and its bank's BIC), or, in a country without IBANs, the
 * account number, the bank's name and its SWIFT code.
 */
export const bankAccountBodySchema = z
  .strictObject({
    accountHolder: textSchema(140).pipe(z.string().min(1, 'is required')),
    iban: compactCode(34).optional(),
    bic: compactCode(11).optional(),
    accountNumber: compactCode(34).optional(),
    bankName: textSchema(140).optional(),
    swift: compactCode(11).optional(),
  })
  .superRefine((body, context) => {
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
  });
export type BankAccountBody = z.output<typeof bankAccountBodySchema>;
