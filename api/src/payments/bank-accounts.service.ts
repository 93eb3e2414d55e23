import type { Knex } from 'knex';
import { friendlyFormatIBAN, validateBIC, validateIBAN } from 'ibantools';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from '../notifications/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, invalidField } from '../platform/errors/index.ts';
import { checkTradeCurrencies } from '../currencies/index.ts';
import type { BankAccount, BankAccountBody } from './bank-accounts.contract.ts';

interface BankAccountRow {
  currency: string;
  accountHolder: string;
  iban: string | null;
  bic: string | null;
  accountNumber: string | null;
  bankName: string | null;
  swift: string | null;
  updatedAt: Date;
  payoutsHeldUntil: Date | null;
  previousAccount: StoredAccount | null;
}

/** An account's fields as stored: what a cancelled change puts back. */
type StoredAccount = Pick<
  BankAccountRow,
  'accountHolder' | 'iban' | 'bic' | 'accountNumber' | 'bankName' | 'swift'
>;

/** How long payouts to a changed account wait, for an owner to notice and cancel the change. */
export const BANK_ACCOUNT_HOLD_HOURS = 72;

const toBankAccount = (row: BankAccountRow, now = new Date()): BankAccount => {
  const held = row.payoutsHeldUntil && new Date(row.payoutsHeldUntil) > now;
  return {
    currency: row.currency,
    accountHolder: row.accountHolder,
    iban: row.iban ? friendlyFormatIBAN(row.iban) : null,
    bic: row.bic,
    accountNumber: row.accountNumber,
    bankName: row.bankName,
    swift: row.swift,
    updatedAt: row.updatedAt.toISOString(),
    payoutsHeldUntil: held ? new Date(row.payoutsHeldUntil!).toISOString() : null,
    previousAccount:
      held && row.previousAccount
        ? {
            accountHolder: row.previousAccount.accountHolder,
            iban: row.previousAccount.iban ? friendlyFormatIBAN(row.previousAccount.iban) : null,
            accountNumber: row.previousAccount.accountNumber,
          }
        : null,
  };
};

const storedFields = (row: StoredAccount): StoredAccount => ({
  accountHolder: row.accountHolder,
  iban: row.iban,
  bic: row.bic,
  accountNumber: row.accountNumber,
  bankName: row.bankName,
  swift: row.swift,
});

/** Whether two accounts pay the same place. */
const samePlace = (a: StoredAccount, b: StoredAccount) =>
  a.iban === b.iban && a.accountNumber === b.accountNumber && a.swift === b.swift && a.bic === b.bic;

/** The currency an account is asked in: the one named, or the firm's own. */
export async function accountCurrency(db: Knex, companyId: string, currency?: string): Promise<string> {
  if (currency) {
    await checkTradeCurrencies(db, 'currency', [currency]);
    return currency;
  }
  const { rows } = (await db.raw('SELECT currency::text AS currency FROM firm_terms(?)', [companyId])) as {
    rows: { currency: string }[];
  };
  return rows[0]!.currency;
}

/**
 * A firm's bank account in `currency` as stored, or undefined: what its documents of orders in that
 * currency tell buyers to pay into, and its payouts in it are paid to.
 */
export async function findBankAccount(
  db: Knex,
  companyId: string,
  currency: string,
): Promise<BankAccount | undefined> {
  const row = (await db('companyBankAccounts').where({ companyId, currency }).first()) as
    BankAccountRow | undefined;
  return row && toBankAccount(row);
}

/** Whether a firm may be paid in `currency`: it is the firm's own, or the firm has an account in it. */
export async function paidIn(db: Knex, companyId: string, currency: string): Promise<boolean> {
  return (
    currency === (await accountCurrency(db, companyId)) ||
    Boolean(await db('companyBankAccounts').where({ companyId, currency }).first('currency'))
  );
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
 * Records where the firm is paid. Changing it is the classic way of invoice fraud: a change to
 * another account holds payouts to it for `BANK_ACCOUNT_HOLD_HOURS` (documents issued meanwhile say
 * it changed), keeps the account it replaced for any owner to put back, goes in the audit trail and
 * is emailed to every owner of the firm. (The route asks the owner for a fresh second step.) A
 * firm keeps one account per currency: the body's, or the firm's own.
 */
export async function saveBankAccount(
  db: Knex,
  actor: AuthUser,
  body: BankAccountBody,
  now = new Date(),
): Promise<BankAccount> {
  checkBankCodes(body);
  const currency = await accountCurrency(db, actor.companyId, body.currency);
  const fields: StoredAccount = {
    accountHolder: body.accountHolder,
    iban: body.iban ?? null,
    bic: body.bic ?? null,
    accountNumber: body.accountNumber ?? null,
    bankName: body.bankName ?? null,
    swift: body.swift ?? null,
  };
  return db.transaction(async (trx) => {
    const before = (await trx('companyBankAccounts')
      .where({ companyId: actor.companyId, currency })
      .forUpdate()
      .first()) as BankAccountRow | undefined;
    const moved = before !== undefined && !samePlace(before, fields);
    const stillHeld = before?.payoutsHeldUntil && new Date(before.payoutsHeldUntil) > now;
    const hold = moved
      ? {
          payoutsHeldUntil: new Date(now.getTime() + BANK_ACCOUNT_HOLD_HOURS * 3_600_000),
          // A second change within the hold keeps the account from before the first.
          previousAccount: JSON.stringify(
            stillHeld && before.previousAccount ? before.previousAccount : storedFields(before),
          ),
        }
      : {};
    const [row] = (await trx('companyBankAccounts')
      .insert({
        companyId: actor.companyId,
        currency,
        ...fields,
        ...hold,
        updatedBy: actor.id,
        updatedAt: now,
      })
      .onConflict(['companyId', 'currency'])
      .merge()
      .returning('*')) as BankAccountRow[];
    const account = toBankAccount(row!, now);
    await recordChange(trx, actor, before ? toBankAccount(before, now) : null, account, {
      first: !before,
      heldUntil: account.payoutsHeldUntil,
    });
    return account;
  });
}

/**
 * Any owner puts back the account a change replaced, while payouts to the new one are held:
 * nothing was paid to it, and documents name the old one again from now on.
 */
export async function cancelBankAccountChange(
  db: Knex,
  actor: AuthUser,
  asked?: string,
  now = new Date(),
): Promise<BankAccount> {
  const currency = await accountCurrency(db, actor.companyId, asked);
  return db.transaction(async (trx) => {
    const current = (await trx('companyBankAccounts')
      .where({ companyId: actor.companyId, currency })
      .forUpdate()
      .first()) as BankAccountRow | undefined;
    if (!current?.previousAccount || !current.payoutsHeldUntil || new Date(current.payoutsHeldUntil) <= now) {
      throw new AppError({
        status: 409,
        code: 'no_bank_account_change_held',
        title: 'Conflict',
        detail:
          'No change of your firm’s bank account is held: there is nothing to cancel. Change it again if it is wrong.',
      });
    }
    const [row] = (await trx('companyBankAccounts')
      .where({ companyId: actor.companyId, currency })
      .update({
        ...storedFields(current.previousAccount),
        payoutsHeldUntil: null,
        previousAccount: null,
        updatedBy: actor.id,
        updatedAt: now,
      })
      .returning('*')) as BankAccountRow[];
    const account = toBankAccount(row!, now);
    await recordChange(trx, actor, toBankAccount(current, now), account, { cancelled: true });
    return account;
  });
}

/** A change in the audit trail (what it was and what it is now), and an email to every owner. */
async function recordChange(
  trx: Knex.Transaction,
  actor: AuthUser,
  previous: BankAccount | null,
  account: BankAccount,
  facts: { first?: boolean; heldUntil?: string | null; cancelled?: boolean },
): Promise<void> {
  const summary = (of: BankAccount) => ({
    iban: of.iban,
    accountNumber: of.accountNumber,
    swift: of.swift ?? of.bic,
  });
  await recordAudit(
    trx,
    actor,
    facts.cancelled ? 'company.bank_account_change_cancelled' : 'company.bank_account_changed',
    { type: 'company', id: actor.companyId },
    { before: previous && summary(previous), after: summary(account) },
  );
  await recordEvent(trx, 'company.bank_account_changed', {
    companyId: actor.companyId,
    changedBy: actor.id,
    first: facts.first ?? false,
    heldUntil: facts.heldUntil ?? null,
    cancelled: facts.cancelled ?? false,
  });
}
