import type { Knex } from 'knex';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { invalidField } from '../platform/errors/index.ts';
import type { EventSettings } from '../platform/settings.ts';
import type { BankAccountBody } from './bank-accounts.contract.ts';
import { checkBankCodes } from './bank-accounts.service.ts';

/**
 * The operator's collection account, held by its licensed payment partner: where protected orders
 * are paid, and what the payouts' file is sent from. Kept in `marketplace_settings`.
 */
const SETTING = 'protection_account';

export interface CollectionAccount {
  accountHolder: string;
  iban: string;
  bic: string;
  /** Set by an administrator, or by the environment at start. */
  source: 'setting' | 'environment';
}

export async function collectionAccount(db: Knex): Promise<CollectionAccount | undefined> {
  const row = (await db('marketplaceSettings').where({ name: SETTING }).first('value')) as
    { value: CollectionAccount } | undefined;
  return row?.value;
}

/** The collection account as a document's bank account (JSON), for SQL that issues one. */
export const COLLECTION_ACCOUNT_JSON_SQL = `(SELECT json_build_object('accountHolder', value->>'accountHolder',
    'iban', value->>'iban', 'bic', value->>'bic', 'accountNumber', NULL, 'bankName', NULL, 'swift', NULL)
  FROM marketplace_settings WHERE name = '${SETTING}')`;

async function storeCollectionAccount(db: Knex, account: CollectionAccount): Promise<void> {
  await db('marketplaceSettings')
    .insert({ name: SETTING, value: JSON.stringify(account) })
    .onConflict('name')
    .merge();
}

/** What a collection account must have: an IBAN and its BIC, both valid (422 on the field). */
export function checkCollectionAccount(
  body: BankAccountBody,
): asserts body is BankAccountBody & { iban: string; bic: string } {
  if (!body.iban) throw invalidField('iban', 'is required: the collection account is paid by IBAN');
  if (!body.bic)
    throw invalidField('bic', 'is required: the payouts’ file names the account’s bank by its BIC');
  checkBankCodes(body);
}

/**
 * An administrator sets the collection account: from then on it wins over the environment's. The
 * change is in the audit trail (what it was and what it is now).
 */
export async function setCollectionAccount(db: Knex, actor: AuthUser, body: BankAccountBody): Promise<void> {
  checkCollectionAccount(body);
  const { iban, bic } = body;
  await db.transaction(async (trx) => {
    const before = await collectionAccount(trx);
    await storeCollectionAccount(trx, { accountHolder: body.accountHolder, iban, bic, source: 'setting' });
    await recordAudit(
      trx,
      actor,
      'marketplace.collection_account_changed',
      { type: 'marketplace', id: 'collection_account' },
      {
        before: before && { iban: before.iban, bic: before.bic, source: before.source },
        after: { iban, bic },
      },
    );
  });
}

/** At start: the environment's collection account, unless an administrator has set one. */
export async function applyCollectionAccount(
  db: Knex,
  protection: EventSettings['protection'],
): Promise<void> {
  const account = protection?.collectionAccount;
  // A server started on a database not migrated yet answers that on /api/health; it applies this next start.
  if (!account || !(await db.schema.hasTable('marketplace_settings'))) return;
  if ((await collectionAccount(db))?.source === 'setting') return;
  await storeCollectionAccount(db, { ...account, source: 'environment' });
}
