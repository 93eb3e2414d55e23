import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { sqlDate } from '../platform/database/sql-dates.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import type { CommissionRule, CommissionRuleBody } from './settlement.contract.ts';
import { categoryFacts } from '../catalogue/index.ts';
import { isSellingFirm } from '../companies/index.ts';
import { checkTradeCurrencies } from '../currencies/index.ts';

interface RuleRow {
  id: number;
  scope: CommissionRule['scope'];
  categoryId: number | null;
  vendorId: string | null;
  percent: string;
  currency: string | null;
  minimum: string;
  cap: string | null;
  effectiveFrom: string | Date;
  createdAt: Date;
}

const toRule = (row: RuleRow): CommissionRule => ({
  id: row.id,
  scope: row.scope,
  categoryId: row.categoryId,
  vendorId: row.vendorId,
  percent: String(row.percent),
  currency: row.currency,
  minimum: String(row.minimum),
  cap: row.cap === null ? null : String(row.cap),
  effectiveFrom: sqlDate(row.effectiveFrom),
  createdAt: row.createdAt.toISOString(),
});

/** Every rule, newest first: those in effect, those to come and those superseded. */
export async function listCommissionRules(db: Knex): Promise<CommissionRule[]> {
  const rows = (await db('commissionRules').orderBy([
    { column: 'effectiveFrom', order: 'desc' },
    { column: 'id', order: 'desc' },
  ])) as RuleRow[];
  return rows.map(toRule);
}

/**
 * Adds a rule, in effect from its date (today or later): orders placed from then on pay it; the
 * commission of an order already placed is frozen on its lines and never changes.
 */
export async function createCommissionRule(
  db: Knex,
  actor: AuthUser,
  body: CommissionRuleBody,
): Promise<CommissionRule> {
  if (body.vendorId !== undefined) {
    if (!(await isSellingFirm(db, body.vendorId)))
      throw invalidField('vendorId', 'is not a supplier’s company');
  }
  if (body.currency) await checkTradeCurrencies(db, 'currency', [body.currency]);
  if (body.categoryId !== undefined) {
    const category = await db.from(categoryFacts(db)).where({ id: body.categoryId }).first('id');
    if (!category) throw invalidField('categoryId', 'is not a category');
  }
  const [row] = (await db('commissionRules')
    .insert({
      scope: body.scope,
      categoryId: body.categoryId ?? null,
      vendorId: body.vendorId ?? null,
      percent: body.percent,
      currency: body.currency ?? null,
      minimum: body.minimum ?? '0',
      cap: body.cap ?? null,
      effectiveFrom: body.effectiveFrom,
      createdBy: actor.id,
    })
    .returning('*')) as RuleRow[];
  return toRule(row!);
}

/** Withdraws a rule that has not taken effect yet; one in effect is superseded by a newer rule instead. */
export async function withdrawCommissionRule(db: Knex, id: number): Promise<void> {
  const rule = (await db('commissionRules').where({ id }).first('effectiveFrom')) as
    Pick<RuleRow, 'effectiveFrom'> | undefined;
  if (!rule) throw notFound('Commission rule not found', 'commission_rule_not_found');
  if (sqlDate(rule.effectiveFrom) <= new Date().toISOString().slice(0, 10)) {
    throw new AppError({
      status: 409,
      code: 'commission_rule_in_effect',
      title: 'Conflict',
      detail:
        'This rule is in effect and orders have been placed under it: add a newer rule from the day it should change.',
    });
  }
  await db('commissionRules').where({ id }).delete();
}
