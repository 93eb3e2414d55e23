import type { Knex } from 'knex';
import { firmProfiles, setTradingName } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { notFound } from '../platform/errors/index.ts';
import type { Company, Membership, UpdateCompanyBody } from './companies.contract.ts';
import { Company as CompanyRecord } from './company.model.ts';
import { CompanyAddress } from './company-address.model.ts';
import { checkTradeCurrencies } from '../currencies/index.ts';
import { checkedTaxId } from './legal-details.ts';

/** The firms the person belongs to, theirs first, the one they act for marked (`memberships_of`). */
export async function listMemberships(db: Knex, actor: AuthUser): Promise<Membership[]> {
  const { rows } = (await db.raw('SELECT memberships_of(?, ?) AS memberships', [
    actor.id,
    actor.companyId,
  ])) as {
    rows: { memberships: Membership[] }[];
  };
  return rows[0]!.memberships;
}

export const companyNotFound = () =>
  notFound('Company not found (or you are not a member).', 'company_not_found');

/** The person's role in a firm and the firm's kind; 404 for a firm they are not a member of. */
export async function requireMembership(
  db: Knex,
  person: Pick<AuthUser, 'id'>,
  companyId: string,
): Promise<Pick<Membership, 'role' | 'kind'>> {
  const member = (await db('companyMembers')
    .join('companies', 'companies.id', 'companyMembers.companyId')
    .where({ 'companyMembers.companyId': companyId, 'companyMembers.userId': person.id })
    .first('companyMembers.role', 'companies.kind')) as Pick<Membership, 'role' | 'kind'> | undefined;
  if (!member) throw companyNotFound();
  return member;
}

/** The firm the caller acts for, as its members see it. */
export async function getCompany(db: Knex, actor: AuthUser): Promise<Company> {
  const [row, addresses] = await Promise.all([
    db('companies')
      .join(firmProfiles(db, 'founder'), 'founder.id', 'companies.id')
      .where('companies.id', actor.companyId)
      .first('companies.*', 'founder.isVerified', db.raw('company_name(companies.id) AS name')) as Promise<
      (CompanyRecord & { isVerified: boolean; name: string }) | undefined
    >,
    CompanyAddress.query(db).where({ companyId: actor.companyId }).orderBy('id'),
  ]);
  if (!row) throw companyNotFound();
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    legalName: row.legalName,
    registrationNumber: row.registrationNumber,
    taxId: row.taxId,
    country: row.country,
    billingAddress: row.billingAddress,
    isVerified: row.isVerified,
    poNumberRequired: row.poNumberRequired,
    currency: row.currency,
    orderApprovalThreshold: row.orderApprovalThreshold,
    shippingAddresses: addresses.map(({ id, label, address }) => ({ id, label, address })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Changes the firm's details and settings (its owners and admins), in the audit trail with what
 * changed. The trading name is kept on the registering account (accounts renames it), where the
 * catalogue reads it; the shipping addresses given replace the book.
 */
export async function updateCompany(db: Knex, actor: AuthUser, body: UpdateCompanyBody): Promise<Company> {
  const { name, shippingAddresses, ...details } = body;
  await db.transaction(async (trx) => {
    const current = await CompanyRecord.query(trx).findById(actor.companyId).forUpdate();
    if (!current) throw companyNotFound();
    const country = details.country === undefined ? current.country : details.country;
    if (details.currency) await checkTradeCurrencies(trx, 'currency', [details.currency]);
    const changes = { ...details };
    if (details.taxId) changes.taxId = checkedTaxId(details.taxId, country);
    if (Object.keys(changes).length > 0) await current.$query(trx).patch(changes as Partial<CompanyRecord>);
    if (name !== undefined) await setTradingName(trx, actor.companyId, name);
    if (shippingAddresses !== undefined) {
      await trx('companyAddresses').where({ companyId: actor.companyId }).delete();
      if (shippingAddresses.length > 0) {
        await trx('companyAddresses').insert(
          shippingAddresses.map((address) => ({ companyId: actor.companyId, ...address })),
        );
      }
    }
    await recordAudit(trx, actor, 'company.updated', { type: 'company', id: actor.companyId }, body);
  });
  return getCompany(db, actor);
}

/**
 * Whether the firm `companyId` requires a purchase order number on every purchase, as a subquery
 * another statement reads beside its own (null for no such firm).
 */
export const poNumberRequirement = (db: Knex, companyId: string): Knex.QueryBuilder =>
  db('companies').where('id', companyId).select('poNumberRequired');

/** Whether the firm `companyId` requires a purchase order number on every purchase. */
export async function requiresPoNumber(db: Knex, companyId: string): Promise<boolean> {
  return Boolean(
    ((await poNumberRequirement(db, companyId).first()) as { poNumberRequired?: boolean } | undefined)
      ?.poNumberRequired,
  );
}

/** Whether `companyId` is a firm that sells (a supplier's). */
export async function isSellingFirm(db: Knex, companyId: string): Promise<boolean> {
  return Boolean(await CompanyRecord.query(db).findOne({ id: companyId, kind: 'supplier' }).select('id'));
}
