import type { Knex } from 'knex';
import { recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import type { PaymentPlan } from './payment-values.contract.ts';

/** What a supplier's orders are paid on unless their quote says otherwise. */
export async function defaultPaymentPlan(db: Knex, companyId: string): Promise<PaymentPlan> {
  const { rows } = (await db.raw('SELECT payment_plan FROM firm_terms(?)', [companyId])) as {
    rows: { payment_plan: PaymentPlan }[];
  };
  return rows[0]!.payment_plan;
}

export async function saveDefaultPaymentPlan(
  db: Knex,
  actor: AuthUser,
  plan: PaymentPlan,
): Promise<PaymentPlan> {
  await db.transaction(async (trx) => {
    await trx.raw('SELECT set_firm_payment_plan(?, ?::jsonb)', [actor.companyId, JSON.stringify(plan)]);
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
