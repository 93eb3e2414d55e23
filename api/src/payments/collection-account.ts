import type { Knex } from 'knex';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, invalidField } from '../platform/errors/index.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { marketplaceSetting, storeMarketplaceSettings } from '../platform/database/marketplace-settings.ts';
import { recordEvent } from '../notifications/index.ts';
import type { EventSettings } from '../platform/settings.ts';
import type { BankAccountBody } from './bank-accounts.contract.ts';
import { checkBankCodes } from './bank-accounts.service.ts';

/**
 * The operator's collection account, held by its licensed payment partner: where protected orders
 * are paid, and what the payouts' file is sent from. Kept in `marketplace_settings`.
 */
const SETTING = 'protection_account';

/** The account's own fields: what documents name and payment files send from. */
export interface CollectionAccountFields {
  accountHolder: string;
  iban: string;
  bic: string;
}

export interface CollectionAccount extends CollectionAccountFields {
  /** Set by an administrator, or by the environment at start. */
  source: 'setting' | 'environment';
  /** An administrator's change to another account: when, and until when it is held. */
  changedAt?: string;
  heldUntil?: string;
  /** The account it replaced, while the change is held: any administrator may put it back. */
  previous?: CollectionAccountFields;
}

/** How long a change of the collection account is held: documents say so, and it may be undone. */
export const COLLECTION_ACCOUNT_HOLD_HOURS = 72;

/** Whether `account` changed within its hold, at `now`. */
export const changeHeld = (account: CollectionAccount | undefined, now = new Date()): boolean =>
  Boolean(account?.heldUntil && account.previous && new Date(account.heldUntil) > now);

export async function collectionAccount(db: Knex): Promise<CollectionAccount | undefined> {
  return marketplaceSetting<CollectionAccount>(db, SETTING);
}

/** The collection account as a document's bank account (JSON), for SQL that issues one. */
export const COLLECTION_ACCOUNT_JSON_SQL = `(SELECT json_build_object('accountHolder', value->>'accountHolder',
    'iban', value->>'iban', 'bic', value->>'bic', 'accountNumber', NULL, 'bankName', NULL, 'swift', NULL,
    'changedOn', CASE WHEN (value->>'heldUntil')::timestamptz > now() THEN (value->>'changedAt')::date::text END)
  FROM marketplace_setting('${SETTING}') AS value WHERE value IS NOT NULL)`;

async function storeCollectionAccount(db: Knex, account: CollectionAccount): Promise<void> {
  await storeMarketplaceSettings(db, { [SETTING]: account });
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

const sameAccount = (one: CollectionAccountFields, other: CollectionAccountFields) =>
  one.iban === other.iban && one.bic === other.bic && one.accountHolder === other.accountHolder;

const fieldsOf = ({ accountHolder, iban, bic }: CollectionAccountFields): CollectionAccountFields => ({
  accountHolder,
  iban,
  bic,
});

/**
 * An administrator sets the collection account: from then on it wins over the environment's. A
 * change to another account is held for 72 hours: documents issued meanwhile say it changed,
 * every administrator is emailed, and any of them may put the old one back
 * (`cancelCollectionAccountChange`). In the audit trail, what it was and what it is now.
 */
export async function setCollectionAccount(
  db: Knex,
  actor: AuthUser,
  body: BankAccountBody,
  now = new Date(),
): Promise<void> {
  checkCollectionAccount(body);
  const fields = { accountHolder: body.accountHolder, iban: body.iban, bic: body.bic };
  await db.transaction(async (trx) => {
    await lockUntilCommit(trx, 'collection account');
    const before = await collectionAccount(trx);
    const moved = before !== undefined && !sameAccount(before, fields);
    const hold = moved
      ? {
          changedAt: now.toISOString(),
          heldUntil: new Date(now.getTime() + COLLECTION_ACCOUNT_HOLD_HOURS * 3_600_000).toISOString(),
          // A second change within the hold keeps the account from before the first.
          previous: changeHeld(before, now) ? before.previous! : fieldsOf(before),
        }
      : before && changeHeld(before, now)
        ? { changedAt: before.changedAt!, heldUntil: before.heldUntil!, previous: before.previous! }
        : {};
    await storeCollectionAccount(trx, { ...fields, source: 'setting', ...hold });
    await recordCollectionAccountChange(trx, actor, before, fields, {
      heldUntil: moved ? hold.heldUntil! : null,
    });
  });
}

/** Any administrator puts back the account a held change replaced: documents name it again. */
export async function cancelCollectionAccountChange(
  db: Knex,
  actor: AuthUser,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (trx) => {
    await lockUntilCommit(trx, 'collection account');
    const current = await collectionAccount(trx);
    if (!current || !changeHeld(current, now)) {
      throw new AppError({
        status: 409,
        code: 'no_collection_account_change_held',
        title: 'Conflict',
        detail:
          'No change of the collection account is held: there is nothing to cancel. Set it again if it is wrong.',
      });
    }
    const restored = current.previous!;
    await storeCollectionAccount(trx, { ...restored, source: 'setting' });
    await recordCollectionAccountChange(trx, actor, current, restored, { cancelled: true });
  });
}

async function recordCollectionAccountChange(
  trx: Knex.Transaction,
  actor: AuthUser,
  before: CollectionAccount | undefined,
  after: CollectionAccountFields,
  facts: { heldUntil?: string | null; cancelled?: boolean },
): Promise<void> {
  await recordAudit(
    trx,
    actor,
    facts.cancelled
      ? 'marketplace.collection_account_change_cancelled'
      : 'marketplace.collection_account_changed',
    { type: 'marketplace', id: 'collection_account' },
    {
      before: before && { iban: before.iban, bic: before.bic, source: before.source },
      after: { iban: after.iban, bic: after.bic },
    },
  );
  await recordEvent(trx, 'marketplace.collection_account_changed', {
    changedBy: actor.id,
    heldUntil: facts.heldUntil ?? null,
    cancelled: facts.cancelled ?? false,
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
