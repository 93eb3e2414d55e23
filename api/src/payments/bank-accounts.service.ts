import type { Knex } from 'knex';
import { friendlyFormatIBAN, validateBIC, validateIBAN } from 'ibantools';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from '../notifications/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { invalidField } from '../platform/errors/index.ts';
import type { BankAccount, BankAccountBody } from './bank-accounts.contract.ts';
import type { PaymentPlan } from './payment-values.contract.ts';

interface BankAccountRow {
  accountHolder: string;
  iban: string | null;
  bic: string | null;
  accountNumber: string | null;
  bankName: string | null;
  swift: string | null;
  updatedAt: Date;
}

const toBankAccount = (row: BankAccountRow): BankAccount => ({
  accountHolder: row.accountHolder,
  iban: row.iban ? friendlyFormatIBAN(row.iban) : null,
  bic: row.bic,
  accountNumber: row.accountNumber,
  bankName: row.bankName,
  swift: row.swift,
  updatedAt: row.updatedAt.toISOString(),
});

/** A firm's bank account as stored, or undefined: what its documents tell buyers to pay into. */
export async function findBankAccount(db: Knex, companyId: string): Promise<BankAccount | undefined> {
  const row = (await db('companyBankAccounts').where({ companyId }).first()) as BankAccountRow | undefined;
  return row && toBankAccount(row);
}

/** Checks an IBAN's country, length and check digits, and a BIC's shape (ibantools). */
export function checkBankCodes(body: BankAccountBody): void {
  if (body.iban && !validateIBAN(body.iban).valid) {
    throw invalidField(
      'iban',
      'is not a valid IBAN: check its country code, its length and its check digits',
    );
  }
  for (const field of ['bic', 'swift'] as const) {
    const code = body[field];
    if (code && !validateBIC(code).valid) {
      throw invalidField(
        field,
        'is not a valid BIC: 8 or 11 letters and digits, with the bank’s country in the middle',
      );
    }
  }
}

/**
 * Records where the firm is paid. Changing it is the classic way of invoice fraud, so the change
 * is in the audit trail (what it was and what it is now) and every owner of the firm is told.
 */
export async function saveBankAccount(
  db: Knex,
  actor: AuthUser,
  body: BankAccountBody,
): Promise<BankAccount> {
  checkBankCodes(body);
  const fields = {
    accountHolder: body.accountHolder,
    iban: body.iban ?? null,
    bic: body.bic ?? null,
    accountNumber: body.accountNumber ?? null,
    bankName: body.bankName ?? null,
    swift: body.swift ?? null,
  };
  const saved = await db.transaction(async (trx) => {
    const before = (await trx('companyBankAccounts')
      .where({ companyId: actor.companyId })
      .forUpdate()
      .first()) as BankAccountRow | undefined;
    const [row] = (await trx('companyBankAccounts')
      .insert({ companyId: actor.companyId, ...fields, updatedBy: actor.id, updatedAt: trx.fn.now() })
      .onConflict('companyId')
      .merge()
      .returning('*')) as BankAccountRow[];
    const account = toBankAccount(row!);
    const previous = before ? toBankAccount(before) : null;
    await recordAudit(
      trx,
      actor,
      'company.bank_account_changed',
      { type: 'company', id: actor.companyId },
      {
        before: previous && {
          iban: previous.iban,
          accountNumber: previous.accountNumber,
          swift: previous.swift ?? previous.bic,
        },
        after: {
          iban: account.iban,
          accountNumber: account.accountNumber,
          swift: account.swift ?? account.bic,
        },
      },
    );
    await recordEvent(trx, 'company.bank_account_changed', {
      companyId: actor.companyId,
      changedBy: actor.id,
      first: !before,
    });
    return account;
  });
  return saved;
}

/** What a supplier's orders are paid on unless their quote says otherwise. */
export async function defaultPaymentPlan(db: Knex, companyId: string): Promise<PaymentPlan> {
  const row = (await db('companies').where({ id: companyId }).first('paymentPlan')) as {
    paymentPlan: PaymentPlan;
  };
  return row.paymentPlan;
}

export async function saveDefaultPaymentPlan(
  db: Knex,
  actor: AuthUser,
  plan: PaymentPlan,
): Promise<PaymentPlan> {
  await db.transaction(async (trx) => {
    await trx('companies')
      .where({ id: actor.companyId })
      .update({ paymentPlan: JSON.stringify(plan) });
    await recordAudit(
      trx,
      actor,
      'company.updated',
      { type: 'company', id: actor.companyId },
      { paymentPlan: plan },
    );
  });
  return plan;
}
