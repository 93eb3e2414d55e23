import { administratorIds, findUser } from '../accounts/index.ts';
import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { printedCreditorReference } from './creditor-reference.ts';
import { renderDocumentPdf } from './document-pdf.ts';
import { findOrderDocument } from './order-document-records.ts';
import type { OrderPayment } from './payments.contract.ts';
import { orderPaymentSql } from './payments.service.ts';
import { moneyText } from './money.contract.ts';
import { SECOND_REMINDER_DAYS } from './payment-reminders.job.ts';
import { DOCUMENT_TITLES, type DocumentContent } from './order-documents.contract.ts';
import { formatDateTime } from '@rawex/format';
import { orderFacts } from './orders-asked.ts';
import { orderAddress } from '../platform/page-addresses.contract.ts';
import { awaitedByBalance, stillToCome, type TradeDocumentFacts } from './awaited-documents.ts';
import type { PaymentPlan } from './payment-values.contract.ts';

/** Where and how a document asks to be paid, in a sentence. */
function howToPay(content: DocumentContent): string {
  const account = content.bankAccount;
  const reference = printedCreditorReference(content.paymentReference);
  if (!account) return `Quote the reference ${reference} with your transfer.`;
  const to = account.iban
    ? `IBAN ${account.iban}`
    : `account ${account.accountNumber} at ${account.bankName}`;
  const changed = account.changedOn
    ? ` The supplier changed this account on ${account.changedOn}: before you pay, confirm it with them on a phone number you already know.`
    : '';
  return `Pay by bank transfer to ${account.accountHolder}, ${to}, quoting the reference ${reference}.${changed}`;
}

/**
 * A document issued: the buying firm's buyers are emailed it (a pro-forma with what to pay,
 * where, and under which reference; the order's move already told them in the app), and both
 * firms' webhooks hear of it.
 */
export const describeDocumentEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  for (const event of events) {
    const { documentId, orderId } = event.data as { documentId: number; orderId: number };
    const document = await findOrderDocument(db, orderId, documentId);
    if (!document) continue;
    const { content } = document;
    const order = (await orderFacts(db).where({ id: orderId }).first('buyerId', 'vendorId')) as {
      buyerId: string;
      vendorId: string;
    };
    const { pdfUrl, ...described } = document;
    effects.webhooks.push({
      eventId: event.id,
      type: event.type,
      userIds: [order.buyerId, order.vendorId],
      data: { ...described, orderId, pdfUrl, paymentReference: content.paymentReference },
    });
    const title = `${DOCUMENT_TITLES[content.kind]} ${content.number} for order #${content.order.number}`;
    const toPay = content.due
      .filter((due) => due.dueDate !== null)
      .map((due) => `${due.label}: ${content.currency} ${due.amount}, due ${due.dueDate}`);
    const paragraphs = [
      `${content.seller.legalName ?? content.seller.name} issued ${DOCUMENT_TITLES[content.kind].toLowerCase()} ${content.number} for order #${content.order.number}: ${content.currency} ${content.total}.`,
      ...(content.kind === 'credit_note'
        ? [`It credits invoice ${content.refersTo}.`]
        : [
            `Payment terms: ${content.paymentTerms}.`,
            ...toPay,
            ...(content.awaitedDocuments?.length ? [stillToCome(content.awaitedDocuments)] : []),
            howToPay(content),
          ]),
      'The document is attached, and on the order page for your firm and the supplier only.',
    ];
    effects.emails.push({
      key: `${event.id}:buyer`,
      userId: order.buyerId,
      toMembers: MEMBERS_WHO.buy,
      kind: 'order_status',
      content: {
        subject: title,
        paragraphs,
        action: { label: 'See the order', path: orderAddress(orderId, 'buyer') },
      },
      attachments: [
        {
          filename: `${content.number}.pdf`,
          contentType: 'application/pdf',
          content: await renderDocumentPdf(content),
        },
      ],
    });
  }
  return effects;
};

/**
 * Where the firm is paid changed: every owner is told by email, whoever changed it (the way
 * invoice fraud starts is a changed account nobody noticed).
 */
export const describeBankAccountEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  for (const event of events) {
    const { companyId, changedBy, heldUntil, cancelled } = event.data as {
      companyId: string;
      changedBy: string;
      heldUntil?: string | null;
      cancelled?: boolean;
    };
    const changer = await findUser(db, changedBy);
    const who = changer?.email ?? 'A member of your firm';
    effects.emails.push({
      key: `${event.id}:owners`,
      userId: companyId,
      toMembers: ['owner'],
      content: cancelled
        ? {
            subject: 'A change of your firm’s bank account on RawEx was cancelled',
            paragraphs: [
              `${who} cancelled the latest change of your firm’s bank account on ${formatDateTime(event.createdAt)}: the account before it is back, and nothing was paid to the other.`,
            ],
            action: { label: 'See your firm’s bank account', path: '/company' },
          }
        : {
            subject: 'Your firm’s bank account on RawEx was changed',
            paragraphs: [
              `${who} changed the bank account your firm’s pro-formas and invoices tell buyers to pay into, on ${formatDateTime(event.createdAt)}.`,
              heldUntil
                ? `Payouts to the new account wait until ${formatDateTime(heldUntil)}. If you did not expect this change, cancel it on your firm’s page before then: the old account comes back, and nothing is paid to the new one.`
                : 'If you did not expect this, change it back now and find out who did: the audit trail has the account before and after.',
            ],
            action: heldUntil
              ? { label: 'Review or cancel the change', path: '/company#bank-account' }
              : { label: 'See your firm’s details', path: '/company' },
          },
    });
  }
  return effects;
};

/**
 * The marketplace's collection account changed (or a held change was cancelled): every
 * administrator is emailed, so one who did not expect it can put the old account back in time.
 */
export const describeCollectionAccountEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  const administrators = await administratorIds(db);
  for (const event of events) {
    const { changedBy, heldUntil, cancelled } = event.data as {
      changedBy: string;
      heldUntil: string | null;
      cancelled: boolean;
    };
    const changer = await findUser(db, changedBy);
    const who = changer?.email ?? 'An administrator';
    for (const administrator of administrators) {
      effects.emails.push({
        key: `${event.id}:${administrator}`,
        userId: administrator,
        content: cancelled
          ? {
              subject: 'A change of RawEx’s collection account was cancelled',
              paragraphs: [
                `${who} cancelled the latest change of the collection account on ${formatDateTime(event.createdAt)}: the account before it is back, and documents name it again.`,
              ],
              action: { label: 'See the collection account', path: '/admin/commission' },
            }
          : {
              subject: 'RawEx’s collection account was changed',
              paragraphs: [
                `${who} changed the collection account protected orders are paid into, on ${formatDateTime(event.createdAt)}.`,
                heldUntil
                  ? `Until ${formatDateTime(heldUntil)}, documents naming it tell buyers it changed. If you did not expect this change, cancel it before then: the old account comes back.`
                  : 'If you did not expect this, find out who did: the audit trail has the account before and after.',
              ],
              action: { label: 'Review or cancel the change', path: '/admin/commission' },
            },
      });
    }
  }
  return effects;
};

/**
 * A payment matched to an order, and an order's payment state moved: both firms' webhooks hear
 * of it, and the supplier's people are told in the app when an order is paid or its deposit is in.
 */
export const describePaymentEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  for (const event of events) {
    const { orderId } = event.data as { orderId: number };
    const order = (await orderFacts(db)
      .where({ id: orderId })
      .first(
        'buyerId',
        'vendorId',
        db.raw('currency::text AS currency'),
        db.raw(`${orderPaymentSql()} AS payment`),
        // The order's number as its documents print it (the orders module numbers orders).
        db.raw(`(SELECT content->'order'->>'number' FROM order_documents
                  WHERE order_documents.order_id = orders.id ORDER BY id LIMIT 1) AS number`),
      )) as
      | { buyerId: string; vendorId: string; currency: string; payment: OrderPayment; number: string | null }
      | undefined;
    if (!order) continue;
    const payment =
      event.type === 'payment.received'
        ? await db('payments')
            .where({ id: (event.data as { paymentId: number }).paymentId })
            .first('id', 'amount', 'currency', 'valueDate', 'method', 'reference')
        : undefined;
    effects.webhooks.push({
      eventId: event.id,
      type: event.type,
      userIds: [order.buyerId, order.vendorId],
      data: { orderId, ...event.data, payment: order.payment, ...(payment ? { received: payment } : {}) },
    });
    const to = (event.data as { to?: string }).to;
    if (event.type === 'order.payment_state_changed' && (to === 'paid' || to === 'deposit_paid')) {
      effects.notices.push({
        eventId: event.id,
        userId: order.vendorId,
        toMembers: ['owner', 'admin', 'fulfilment'],
        kind: 'order_status',
        title: `${order.number ? `Order #${order.number}` : 'An order'}: ${to === 'paid' ? 'paid in full' : 'deposit received'}`,
        body: `${moneyText(order.payment.paid, order.currency)} has arrived${to === 'deposit_paid' ? ': it can ship once the rest of its terms allow' : ''}.`,
        link: orderAddress(orderId, 'supplier'),
      });
    }
  }
  return effects;
};

/**
 * An unpaid invoice reminded: the buying firm's buyers are told by email and in the app, with the
 * shipping documents a balance due against them still waits for, as they stand now.
 */
export const describeReminderEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  for (const event of events) {
    const { documentId, orderId, stage } = event.data as {
      documentId: number;
      orderId: number;
      stage: string;
    };
    const document = await findOrderDocument(db, orderId, documentId);
    const order = (await orderFacts(db)
      .where({ id: orderId })
      .first(
        'buyerId',
        'paymentPlan',
        'incoterm',
        db.raw(`${orderPaymentSql()} AS payment`),
        db.raw('trade_document_facts(orders.id) AS trade_documents'),
      )) as
      | {
          buyerId: string;
          paymentPlan: PaymentPlan;
          incoterm: string | null;
          payment: OrderPayment;
          tradeDocuments: TradeDocumentFacts;
        }
      | undefined;
    if (!document || !order || order.payment.state === 'paid') continue;
    const awaited = awaitedByBalance(order.paymentPlan, order.incoterm, order.tradeDocuments);
    const { content } = document;
    const title =
      stage === 'due'
        ? `Invoice ${content.number} is due today`
        : `Invoice ${content.number} is ${SECOND_REMINDER_DAYS} days overdue`;
    const body = `${content.currency} ${order.payment.outstanding} of order #${content.order.number} with ${content.seller.legalName ?? content.seller.name} is still to pay (due ${order.payment.dueDate}).`;
    effects.emails.push({
      key: `${event.id}:reminder`,
      userId: order.buyerId,
      toMembers: MEMBERS_WHO.buy,
      kind: 'order_status',
      content: {
        subject: title,
        paragraphs: [
          body,
          ...(awaited.length > 0 ? [stillToCome(awaited)] : []),
          howToPay(content),
          'If you have paid already, the supplier will see it once its bank statement arrives: nothing more to do.',
        ],
        action: { label: 'See the order', path: orderAddress(orderId, 'buyer') },
      },
    });
    effects.notices.push({
      eventId: event.id,
      userId: order.buyerId,
      toMembers: MEMBERS_WHO.buy,
      kind: 'order_status',
      title,
      body: awaited.length > 0 ? `${body} ${stillToCome(awaited)}` : body,
      link: orderAddress(orderId, 'buyer'),
    });
  }
  return effects;
};
