import type { Knex } from 'knex';
import { friendlyFormatIBAN } from 'ibantools';
import { COLLECTION_ACCOUNT_JSON_SQL } from './collection-account.ts';
import { orderPaymentReference } from './creditor-reference.ts';
import { subtract } from './money.contract.ts';
import { orderPaymentSql } from './payments.service.ts';
import { type DocumentContent, type DocumentKind } from './order-documents.contract.ts';
import { BALANCE_DUE_WORDS, describePaymentPlan, type PaymentPlan } from './payment-values.contract.ts';
import { keptVatCurrency, vatCurrencyOf } from './vat-place.ts';
import { orderFacts } from './orders-asked.ts';
import { awaitedByBalance, type TradeDocumentFacts } from './awaited-documents.ts';
import { incotermTerms, type Incoterm } from '../catalogue/incoterms.contract.ts';

/** Pro-formas have a series of their own; invoices and the credit notes that correct them share one. */
const SERIES_PREFIX: Record<DocumentKind, string> = { proforma: 'PRO', invoice: 'INV', credit_note: 'INV' };

/** A document's number as printed: its series and its place in it, "INV-2026-000001". */
export const documentNumber = (series: string, number: number) =>
  `${series}-${String(number).padStart(6, '0')}`;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * What is due, and when, as a document issued on `issuedAt` says it: a pro-forma asks for what is
 * due before shipment; an invoice dates what the plan dates from it.
 */
function dueOf(
  kind: DocumentKind,
  { paymentPlan: plan, totalAmount: total, depositDue }: OrderFacts,
  issuedAt: Date,
): DocumentContent['due'] {
  const today = isoDate(issuedAt);
  if (kind === 'credit_note') return [];
  switch (plan.kind) {
    case 'prepayment':
      return [{ label: 'Payment in full', amount: total, when: 'before shipment', dueDate: today }];
    case 'deposit': {
      const deposit = depositDue!;
      // A balance due on delivery or against documents waits on that event.
      const balanceDated = kind === 'invoice' && plan.balanceDue === 'before_shipment';
      return [
        {
          label: `Deposit (${plan.depositPercent}%)`,
          amount: deposit,
          when: 'on receipt of this document',
          dueDate: today,
        },
        {
          label: 'Balance',
          amount: subtract(total, deposit),
          when: BALANCE_DUE_WORDS[plan.balanceDue],
          dueDate: balanceDated ? today : null,
        },
      ];
    }
    case 'net': {
      const dated = kind === 'invoice' && plan.from === 'invoice';
      return [
        {
          label: 'Payment in full',
          amount: total,
          when: `${plan.days} days after ${plan.from}`,
          dueDate: dated ? isoDate(addDays(issuedAt, plan.days)) : null,
        },
      ];
    }
  }
}

interface OrderFacts {
  id: number;
  vendorId: string;
  createdAt: Date;
  poNumber: string | null;
  incoterm: string | null;
  shippingAddress: string;
  totalAmount: string;
  currency: string;
  paymentPlan: PaymentPlan;
  paymentReference: string | null;
  /** A deposit plan's deposit, as `order_payment` computes it. */
  depositDue: string | null;
}

/** What a document of the order says, read in the issuing transaction. */
async function documentFacts(trx: Knex.Transaction, orderId: number) {
  const { rows } = await trx
    .raw(
      `SELECT orders.id, orders.vendor_id, orders.created_at, orders.po_number, orders.incoterm, orders.incoterm_place,
            orders.shipping_address, orders.total_amount, orders.currency, orders.payment_plan,
            orders.payment_reference, trade_document_facts(orders.id) AS trade_documents,
            ${orderPaymentSql()}->>'depositDue' AS deposit_due,
            company_party(orders.vendor_id) AS seller, company_party(orders.buyer_id) AS buyer,
            (SELECT json_agg(json_build_object('productId', item.product_id, 'description', product.name,
                      'quantity', item.quantity, 'unit', product.unit, 'unitPrice', item.unit_price::text, 'total', item.total_price::text)
                    ORDER BY item.product_id)
               FROM order_lines() item JOIN product_facts() product ON product.id = item.product_id
              WHERE item.order_id = orders.id) AS lines,
            -- A protected order is paid into the operator's collection account, and held there.
            CASE WHEN orders.protected THEN ${COLLECTION_ACCOUNT_JSON_SQL}
                 ELSE (SELECT row_to_json(account) FROM (
                         SELECT account_holder AS "accountHolder", iban, bic, account_number AS "accountNumber",
                                bank_name AS "bankName", swift,
                                CASE WHEN payouts_held_until > now() THEN updated_at::date::text END AS "changedOn"
                           FROM company_bank_accounts
                          WHERE company_id = orders.vendor_id AND currency = orders.currency) account) END AS bank_account
       FROM order_facts() AS orders
      WHERE orders.id = ?`,
      [orderId],
    )
    .options({ name: 'order_document_facts' });
  const row = (rows as Record<string, unknown>[])[0];
  if (!row) throw new Error(`No order ${orderId} to issue a document for`);
  const bankAccount = row.bank_account as DocumentContent['bankAccount'];
  const paymentPlan = row.payment_plan as PaymentPlan;
  return {
    order: {
      id: row.id as number,
      vendorId: row.vendor_id as string,
      createdAt: new Date(row.created_at as string),
      poNumber: row.po_number as string | null,
      incoterm: row.incoterm ? incotermTerms(row.incoterm as Incoterm, row.incoterm_place as string) : null,
      shippingAddress: row.shipping_address as string,
      totalAmount: String(row.total_amount),
      currency: String(row.currency),
      paymentPlan,
      paymentReference: row.payment_reference as string | null,
      depositDue: row.deposit_due as string | null,
    } satisfies OrderFacts,
    seller: row.seller as DocumentContent['seller'],
    buyer: row.buyer as DocumentContent['buyer'],
    lines: row.lines as DocumentContent['lines'],
    awaitedDocuments: awaitedByBalance(
      paymentPlan,
      row.incoterm as string | null,
      row.trade_documents as TradeDocumentFacts,
    ),
    bankAccount: bankAccount && {
      ...bankAccount,
      iban: bankAccount.iban ? friendlyFormatIBAN(bankAccount.iban) : null,
    },
  };
}

/**
 * Issues one document of an order inside the caller's transaction (the one that moves the order),
 * with what it says frozen in its row, and answers its id. Its number is taken from its series'
 * counter as that transaction commits (the `order_documents_numbered` trigger): numbers never skip
 * and never repeat, and a transaction that rolls back takes none. A credit note cancels the
 * order's invoice, whole or for `credit.amount`; there is none to issue when nothing was invoiced. The PDF is drawn from the row
 * later, outside the transaction.
 */
export async function issueOrderDocument(
  trx: Knex.Transaction,
  order: { id: number; number: string },
  kind: DocumentKind,
  {
    issuedAt = new Date(),
    credit,
  }: {
    issuedAt?: Date;
    /**
     * A credit note for part of the invoice: its amount and why, and whether it lowers what the
     * order is owed (a supplier's correction after shipment) rather than go with a refund (a dispute's).
     */
    credit?: { amount: string; description: string; reducesAmountDue?: boolean };
  } = {},
): Promise<number | undefined> {
  const facts = await documentFacts(trx, order.id);
  const invoice =
    kind === 'credit_note'
      ? ((await trx('orderDocuments')
          .where({ orderId: order.id, kind: 'invoice' })
          .first('id', 'series', 'number')) as { id: number; series: string; number: number } | undefined)
      : undefined;
  if (kind === 'credit_note' && !invoice) return undefined;

  const paymentReference = facts.order.paymentReference ?? orderPaymentReference(order.id);
  const series = `${SERIES_PREFIX[kind]}-${issuedAt.getUTCFullYear()}`;
  const total = credit?.amount ?? facts.order.totalAmount;
  const lines = credit
    ? [
        {
          productId: 0,
          description: credit.description,
          quantity: 1,
          unit: 'lot',
          unitPrice: credit.amount,
          total: credit.amount,
        },
      ]
    : facts.lines;
  const due = dueOf(kind, facts.order, issuedAt);
  const vatCurrency = await keptVatCurrency(trx, facts.order.currency, vatCurrencyOf(facts), issuedAt);
  // What the document says but its number: the row's columns hold that, taken at commit, and
  // `findOrderDocument` puts it back.
  const content: Omit<DocumentContent, 'number'> = {
    kind,
    refersTo: invoice ? documentNumber(invoice.series, invoice.number) : null,
    issuedAt: issuedAt.toISOString(),
    order: {
      id: order.id,
      number: order.number,
      placedAt: facts.order.createdAt.toISOString(),
      poNumber: facts.order.poNumber,
      incoterm: facts.order.incoterm,
      shippingAddress: facts.order.shippingAddress,
    },
    seller: facts.seller,
    buyer: facts.buyer,
    lines,
    currency: facts.order.currency,
    total,
    vatCurrency,
    paymentPlan: facts.order.paymentPlan,
    paymentTerms: describePaymentPlan(facts.order.paymentPlan),
    due,
    ...(kind !== 'credit_note' && facts.awaitedDocuments.length > 0
      ? { awaitedDocuments: facts.awaitedDocuments }
      : {}),
    bankAccount: facts.bankAccount,
    paymentReference,
  };
  // An invoice falls due with its last part: not while that part waits on an event (a delivery,
  // the documents), even if a deposit before it was dated.
  const lastDue = due.at(-1)?.dueDate ?? null;
  const { rows } = await trx
    .raw(
      `WITH reference AS (SELECT set_payment_reference(:orderId, :paymentReference)),
       document AS (
         INSERT INTO order_documents (order_id, issuer_id, kind, series, refers_to, issued_at,
                                      currency, total, due_date, content, reduces_amount_due)
         VALUES (:orderId, :issuerId, :kind, :series, :refersTo, :issuedAt, :currency, :total, :dueDate, :content,
                 :reducesAmountDue)
         RETURNING id)
       SELECT id, record_event(:event, jsonb_build_object('documentId', id, 'orderId', :orderId::integer))
       FROM document CROSS JOIN reference`,
      {
        event: `${kind}.issued`,
        orderId: order.id,
        issuerId: facts.order.vendorId,
        paymentReference,
        kind,
        series,
        refersTo: invoice?.id ?? null,
        issuedAt,
        currency: facts.order.currency,
        total,
        dueDate: kind === 'invoice' ? lastDue : null,
        content: JSON.stringify(content),
        reducesAmountDue: credit?.reducesAmountDue ?? false,
      },
    )
    .options({ name: 'issue_order_document' });
  return (rows as { id: number }[])[0]!.id;
}

/**
 * The documents an order's move issues, in the transaction of the move: confirming it issues its
 * pro-forma (and its invoice when the plan invoices at confirmation), shipping it its invoice if it
 * has none yet, and cancelling an invoiced order a credit note for the whole invoice.
 */
export async function issueDocumentsForMove(
  trx: Knex.Transaction,
  order: { id: number; number: string },
  to: string,
): Promise<void> {
  const { paymentPlan } = (await orderFacts(trx).where({ id: order.id }).first('paymentPlan')) as {
    paymentPlan: PaymentPlan;
  };
  if (to === 'confirmed') {
    await issueOrderDocument(trx, order, 'proforma');
    if (paymentPlan.invoiceAt === 'confirmation') await issueOrderDocument(trx, order, 'invoice');
  } else if (to === 'shipped') {
    const invoiced = await trx('orderDocuments').where({ orderId: order.id, kind: 'invoice' }).first('id');
    if (!invoiced) await issueOrderDocument(trx, order, 'invoice');
  } else if (to === 'cancelled') {
    await issueOrderDocument(trx, order, 'credit_note');
  }
}
