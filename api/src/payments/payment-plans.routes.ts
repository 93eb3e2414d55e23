import { MEMBERS_WHO } from '../platform/actor.ts';
import { defineRoute } from '../platform/http/route.ts';
import { paymentPlanSchema } from './payment-plans.contract.ts';
import { defaultPaymentPlan, saveDefaultPaymentPlan } from './payment-plans.service.ts';

const tag = 'Payments';

/** A selling firm's default payment plan: how its orders are paid unless a quote says otherwise. */
export const paymentPlanRoutes = [
  defineRoute({
    method: 'get',
    path: '/company/payment-plan',
    operationId: 'getDefaultPaymentPlan',
    summary: 'How your firm’s orders are paid unless a quote says otherwise',
    tag,
    access: ['vendor'],
    permission: 'read:vendors',
    responses: { 200: { description: 'The plan.', schema: paymentPlanSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await defaultPaymentPlan(db.knex, user.companyId);
    },
  }),
  defineRoute({
    method: 'put',
    path: '/company/payment-plan',
    operationId: 'saveDefaultPaymentPlan',
    summary: 'Set how your firm’s orders are paid unless a quote says otherwise',
    description:
      'Prepayment, a deposit then the balance, or net terms; and whether the invoice is issued at confirmation or at shipment. Orders placed from now on carry it; placed orders keep theirs.',
    tag,
    access: ['vendor'],
    permission: 'write:vendors',
    companyRoles: MEMBERS_WHO.runTheFirm,
    body: { type: 'json', schema: paymentPlanSchema },
    responses: { 200: { description: 'The plan as it is now.', schema: paymentPlanSchema } },
    async handler(ctx, { body, user }, { db }) {
      ctx.body = await saveDefaultPaymentPlan(db.knex, user, body);
    },
  }),
];
