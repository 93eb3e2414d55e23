import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order, ProblemBody } from '../contracts.ts';
import { seedCoffeeTrade, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';
import type { PaymentPlan } from './payment-values.contract.ts';
import { fromCents, toCents } from './money.contract.ts';

/** Every kind of plan a supplier may set, by what it asks before shipment. */
const PLANS: PaymentPlan[] = [
  { kind: 'prepayment', invoiceAt: 'shipment' },
  { kind: 'deposit', depositPercent: 30, balanceDue: 'before_shipment', invoiceAt: 'shipment' },
  { kind: 'deposit', depositPercent: 30, balanceDue: 'against_documents', invoiceAt: 'confirmation' },
  { kind: 'deposit', depositPercent: 55, balanceDue: 'on_delivery', invoiceAt: 'shipment' },
  { kind: 'net', days: 30, from: 'invoice', invoiceAt: 'shipment' },
];

/** What the plan's words promise must have arrived before the goods leave, in cents. */
function centsBeforeShipment(plan: PaymentPlan, totalCents: bigint): bigint {
  if (plan.kind === 'prepayment') return totalCents;
  if (plan.kind === 'net') return 0n;
  if (plan.balanceDue === 'before_shipment') return totalCents;
  return toCents(((Number(totalCents) * plan.depositPercent) / 10_000).toFixed(2));
}

type Command =
  | { kind: 'pay'; order: number; cents: number }
  | { kind: 'ship'; order: number }
  | { kind: 'cancel'; order: number };

const ORDERS = 3;
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    order: fc.nat(ORDERS - 1),
    cents: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({ kind: fc.constant('ship' as const), order: fc.nat(ORDERS - 1) }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(ORDERS - 1) }),
);

describe('what a payment plan prints, it enforces', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let productId: number;

  beforeAll(async () => {
    api = await startTestApi();
    let product;
    ({ owner: buyer, vendor, product } = await seedCoffeeTrade(api, 'coffee-plans'));
    productId = product.id;
  });
  afterAll(() => api?.close());

  /** A confirmed order of `quantity` kg under `plan` (the supplier's plan when it was placed). */
  async function confirmedOrder(plan: PaymentPlan, quantity: number): Promise<Order> {
    expect((await vendor.client.put('/api/company/payment-plan', plan)).status).toBe(200);
    await buyer.client.post('/api/cart', { productId, quantity });
    const placed = await buyer.client.post<CheckoutResult>('/api/checkout', { shippingAddress: 'Hamburg' });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body.orders[0]!;
    expect((await vendor.client.patch(`/api/orders/${order.id}`, { status: 'confirmed' })).status).toBe(200);
    return order;
  }

  it('ships no order before what its plan asks has arrived, whatever is paid, shipped or cancelled in turn', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(PLANS.length - 1), fc.integer({ min: 1, max: 500 })), {
          minLength: ORDERS,
          maxLength: ORDERS,
        }),
        fc.array(command, { minLength: 1, maxLength: 12 }),
        async (placed, commands) => {
          const orders = [];
          for (const [planIndex, quantity] of placed) {
            const plan = PLANS[planIndex]!;
            const order = await confirmedOrder(plan, quantity);
            orders.push({ id: order.id, plan, due: centsBeforeShipment(plan, toCents(order.totalAmount)) });
          }
          const paid = orders.map(() => 0n);
          const status = orders.map(() => 'confirmed');
          for (const step of commands) {
            const order = orders[step.order]!;
            const path = `/api/orders/${order.id}`;
            if (step.kind === 'pay') {
              const recorded = await vendor.client.post('/api/payments', {
                orderId: order.id,
                amount: fromCents(BigInt(step.cents)),
                currency: 'USD',
                valueDate: '2026-12-04',
                method: 'bank_transfer',
              });
              expect(recorded.status, recorded.text).toBe(201);
              paid[step.order]! += BigInt(step.cents);
            } else if (step.kind === 'cancel') {
              const cancelled = await vendor.client.patch(path, { status: 'cancelled' });
              expect(cancelled.status).toBe(status[step.order] === 'confirmed' ? 200 : 409);
              if (cancelled.status === 200) status[step.order] = 'cancelled';
            } else {
              const shipped = await vendor.client.patch<Order & ProblemBody>(path, { status: 'shipped' });
              if (status[step.order] !== 'confirmed') {
                expect(shipped.status).toBe(409);
                continue;
              }
              const mayShip = paid[step.order]! >= order.due;
              expect([shipped.status, order.plan, paid[step.order]]).toEqual([
                mayShip ? 200 : 409,
                order.plan,
                paid[step.order],
              ]);
              if (mayShip) {
                status[step.order] = 'shipped';
                continue;
              }
              const depositFirst =
                order.plan.kind === 'deposit' && order.plan.balanceDue !== 'before_shipment';
              expect(shipped.body).toMatchObject({
                code: depositFirst ? 'deposit_due' : 'payment_due',
                dueBeforeShipment: fromCents(order.due),
                paid: fromCents(paid[step.order]!),
              });
            }
          }
          // What each order says of itself agrees with what the plan allowed.
          for (const [index, order] of orders.entries()) {
            const read = (await buyer.client.get<Order>(`/api/orders/${order.id}`)).body;
            expect(read.status).toBe(status[index]);
            expect(read.payment.dueBeforeShipment).toBe(fromCents(order.due));
            expect(read.payment.readyToShip).toBe(paid[index]! >= order.due);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
