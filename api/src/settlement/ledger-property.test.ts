import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '../contracts.ts';
import { fromCents, toCents, type StatementLine } from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import {
  secondStepCode,
  seedCoffeeTrade,
  signInAsAdmin,
  startTestApi,
  type TestApi,
  washedArabica,
} from '../testing/index.ts';
import { trialBalance } from './ledger.service.ts';
import { cancelPayoutBatch, createPayoutBatch } from './payouts.service.ts';
import { importCollectionStatement } from './collection-statements.service.ts';
import { refundHeldOnCancel, releaseHeld } from './protection.service.ts';

/** Money events in any order, each sent twice, in two currencies, and the books stay whole. */
type Command =
  | { kind: 'pay'; order: number; cents: number; entry: number; otherCurrency: boolean }
  | { kind: 'release'; order: number }
  | { kind: 'refund'; order: number }
  | { kind: 'batch'; minimumCents: number; currency: Currency }
  | { kind: 'confirm' }
  | { kind: 'return'; feeCents: number }
  | { kind: 'forge'; cents: number; flagged: boolean }
  | { kind: 'cancel' };

const CURRENCIES = ['EUR', 'USD'] as const;
type Currency = (typeof CURRENCIES)[number];
/** The orders' currencies: the last one's product is priced in euros. */
const ORDER_CURRENCIES: readonly Currency[] = ['USD', 'USD', 'EUR'];
const ORDERS = ORDER_CURRENCIES.length;

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    order: fc.nat(ORDERS - 1),
    cents: fc.integer({ min: 1, max: 60_000 }),
    // A small pool of statement ids: the same bank line arrives again now and then.
    entry: fc.nat(40),
    // A credit quoting the order in a currency it is not in: it waits, never converted.
    otherCurrency: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('release' as const), order: fc.nat(ORDERS - 1) }),
  fc.record({ kind: fc.constant('refund' as const), order: fc.nat(ORDERS - 1) }),
  fc.record({
    kind: fc.constant('batch' as const),
    minimumCents: fc.integer({ min: 1, max: 30_000 }),
    currency: fc.constantFrom(...CURRENCIES),
  }),
  fc.constant({ kind: 'confirm' as const }),
  // The payee's bank returns what it paid, keeping a fee of at most 15.00.
  fc.record({ kind: fc.constant('return' as const), feeCents: fc.integer({ min: 0, max: 1_500 }) }),
  // An insider's transfer quoting a payout's end-to-end id: flagged a return or not, from its own account.
  fc.record({
    kind: fc.constant('forge' as const),
    cents: fc.integer({ min: 1, max: 60_000 }),
    flagged: fc.boolean(),
  }),
  // An operator cancels the newest batch the bank has not acted on.
  fc.constant({ kind: 'cancel' as const }),
);

const SUPPLIER_IBAN = 'NL91ABNA0417164300';

describe('the settlement ledger, under random sequences of money events', () => {
  let api: TestApi;
  let actor: AuthUser;
  const orderIds: number[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    const admin = await signInAsAdmin(api);
    actor = { id: admin.user.id } as AuthUser;
    const { owner: buyer, vendor, product: inDollars } = await seedCoffeeTrade(api, 'coffee-ledger');
    const inEuros = await washedArabica(api, { vendor, category: { id: inDollars.categoryId } }, 'EUR');
    await vendor.client.put('/api/company/bank-account', {
      accountHolder: 'Andes Coffee S.A.S.',
      iban: SUPPLIER_IBAN,
      bic: 'ABNANL2A',
      code: await secondStepCode(vendor),
    });
    await admin.client.put('/api/admin/protection', {
      accountHolder: 'RawEx Protection',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      code: await secondStepCode(admin),
    });
    for (const currency of ORDER_CURRENCIES) {
      const product = currency === 'EUR' ? inEuros : inDollars;
      await api.db.knex('cartItems').insert({ userId: buyer.user.id, productId: product.id, quantity: 100 });
      const placed = await buyer.client.post<CheckoutResult>('/api/checkout', { shippingAddress: 'Hamburg' });
      const orderId = placed.body.orders[0]!.id;
      expect(placed.body.orders[0]!.currency).toBe(currency);
      await api.db
        .knex('orders')
        .where({ id: orderId })
        .update({ protected: true, paymentReference: `RFTEST${orderId}` });
      orderIds.push(orderId);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  const statement = (lines: Partial<StatementLine>[]) =>
    importCollectionStatement(
      api.db.knex,
      actor,
      (async function* () {
        for (const line of lines) {
          yield {
            entry: 'none',
            credit: true,
            amount: '0.00',
            currency: 'USD',
            valueDate: '2026-12-01',
            creditorReference: null,
            remittance: null,
            payerName: null,
            endToEndId: null,
            returned: false,
            counterpartyIban: null,
            ...line,
          };
        }
      })(),
    );

  let run = 0;
  const apply = async (step: Command) => {
    const { knex } = api.db;
    switch (step.kind) {
      case 'pay':
        await statement([
          {
            entry: `run${run}-line${step.entry}`,
            amount: fromCents(BigInt(step.cents)),
            currency: step.otherCurrency
              ? CURRENCIES.find((currency) => currency !== ORDER_CURRENCIES[step.order])
              : ORDER_CURRENCIES[step.order],
            creditorReference: `RFTEST${orderIds[step.order]}`,
          },
        ]);
        return;
      case 'release':
        await knex.transaction((trx) => releaseHeld(trx, orderIds[step.order]!, 'Received'));
        return;
      case 'refund':
        await knex.transaction((trx) => refundHeldOnCancel(trx, orderIds[step.order]!, null));
        return;
      case 'batch':
        await createPayoutBatch(knex, actor, {
          currency: step.currency,
          minimumAmount: fromCents(BigInt(step.minimumCents)),
        });
        return;
      case 'confirm':
      case 'return': {
        const payouts = (await knex('payouts')
          .where('status', step.kind === 'confirm' ? 'sent' : 'paid')
          .select('endToEndId', 'amount', 'currency')) as {
          endToEndId: string;
          amount: string;
          currency: string;
        }[];
        const fee = step.kind === 'return' ? BigInt(step.feeCents) : 0n;
        await statement(
          payouts.map((payout) => ({
            entry: `${step.kind}:${payout.endToEndId}`,
            credit: step.kind === 'return',
            currency: payout.currency,
            amount: fromCents(
              toCents(String(payout.amount)) - (fee < toCents(String(payout.amount)) ? fee : 0n),
            ),
            endToEndId: payout.endToEndId,
            returned: step.kind === 'return',
            counterpartyIban: SUPPLIER_IBAN,
          })),
        );
        return;
      }
      case 'cancel': {
        const open = (await knex('payoutBatches')
          .whereNull('cancelledAt')
          .whereNotExists(
            knex('payouts').whereRaw('payouts.batch_id = payout_batches.id').whereNot('status', 'sent'),
          )
          .orderBy('id', 'desc')
          .first('id')) as { id: number } | undefined;
        if (open) await cancelPayoutBatch(knex, actor, open.id);
        return;
      }
      case 'forge': {
        const payouts = (await knex('payouts').select('endToEndId', 'currency')) as {
          endToEndId: string;
          currency: string;
        }[];
        run += 1;
        await statement(
          payouts.map((payout) => ({
            entry: `forge${run}:${payout.endToEndId}`,
            amount: fromCents(BigInt(step.cents)),
            currency: payout.currency,
            endToEndId: payout.endToEndId,
            returned: step.flagged,
            counterpartyIban: 'GB33BUKB20201555555555',
          })),
        );
      }
    }
  };

  /**
   * Each payee got at most what was released or refunded to it in each currency: no payable paid
   * twice, none paid in another currency than it was owed in.
   */
  const overpaid = async () => {
    const { rows } = (await api.db.knex.raw(
      `WITH earned AS (
         SELECT account.company_id, line.currency, -sum(line.amount) AS amount FROM journal_lines line
           JOIN settlement_accounts account ON account.id = line.account_id
           JOIN journal_entries entry ON entry.id = line.entry_id
          WHERE account.kind IN ('supplier_payable', 'refunds_payable') AND entry.kind IN ('release', 'refund')
          GROUP BY account.company_id, line.currency),
       -- What left the collection account for each payee and did not come back from its bank.
       paid AS (
         SELECT payee_id AS company_id, currency,
                sum(amount - (SELECT coalesce(sum(line.amount), 0) FROM collection_statement_lines line
                               WHERE line.payout_id = payouts.id AND line.credit)) AS amount
           FROM payouts WHERE status <> 'cancelled' GROUP BY payee_id, currency)
       SELECT paid.company_id || ' ' || paid.currency AS payee FROM paid LEFT JOIN earned USING (company_id, currency)
        WHERE paid.amount > coalesce(earned.amount, 0)`,
    )) as { rows: { payee: string }[] };
    return rows.map((row) => row.payee);
  };

  /** What the bank account holds in `currency` by the statements imported: credits kept, less debits matched. */
  const bankBalance = async (currency: string) => {
    const row = (await api.db
      .knex('collectionStatementLines')
      .where({ currency })
      .where((matched) => matched.whereNotNull('paymentId').orWhereNotNull('payoutId'))
      .select(
        api.db.knex.raw(
          `coalesce(sum(CASE WHEN credit THEN amount ELSE -amount END), 0)::numeric(14, 2)::text AS balance`,
        ),
      )
      .first()) as { balance: string };
    return row.balance;
  };

  it('sums to zero, never holds less than nothing for an order, and counts nothing twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (steps) => {
        run += 1;
        for (const step of steps) {
          await apply(step);
          const once = await trialBalance(api.db.knex);
          // The same event again (a retried request, a statement imported twice): nothing changes.
          if (step.kind !== 'batch' && step.kind !== 'forge' && step.kind !== 'cancel') await apply(step);
          const twice = await trialBalance(api.db.knex);
          expect(twice).toEqual(once);
          for (const currency of CURRENCIES) {
            const book = once.books.find((kept) => kept.currency === currency);
            expect(book?.difference ?? '0.00').toBe('0.00');
            expect(book?.debits).toBe(book?.credits);
            const collection = book?.accounts.find((account) => account.kind === 'collection_bank');
            expect(collection?.balance ?? '0.00').toBe(await bankBalance(currency));
          }
          expect(once.books.every((book) => (CURRENCIES as readonly string[]).includes(book.currency))).toBe(
            true,
          );
          const { rows: held } = (await api.db.knex.raw(
            `SELECT line.order_id, -sum(line.amount) AS held FROM journal_lines line
               JOIN settlement_accounts account ON account.id = line.account_id
              WHERE account.kind = 'held_for_orders' GROUP BY line.order_id`,
          )) as { rows: { order_id: number; held: string }[] };
          for (const order of held) expect(toCents(String(order.held))).toBeGreaterThanOrEqual(0n);
          expect(await overpaid()).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  });
});
