import type { Order, OrderDocument } from '@rawex/api/contracts';
import { printedCreditorReference } from '@rawex/api/contracts/creditor-reference';
import { fromCents, toCents } from '@rawex/api/contracts/money';
import { Button, formatDate, formatDateTime, formatPrice, PaymentSummary } from '@rawex/ui-kit';
import { useId, useState } from 'react';
import { useOrderDocuments } from '../data/orders';
import * as page from '../styles/page.css';
import { PAYMENT_STATE_BADGES } from './payment-states';

const DOCUMENT_NAMES: Record<OrderDocument['kind'], string> = {
  proforma: 'Pro-forma invoice',
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

/**
 * What has arrived against what the order is owed (its total, less the credit notes its supplier
 * issued after shipment), and what the plan asks first.
 */
function progressOf(order: Order): string {
  const { paid, depositDue, overpaid, outstanding } = order.payment;
  const owedCents = toCents(paid) + toCents(outstanding) - toCents(overpaid);
  const creditedCents = toCents(order.totalAmount) - owedCents;
  const owed = formatPrice(fromCents(owedCents), order.currency);
  const credited =
    creditedCents > 0n ? ` (credited ${formatPrice(fromCents(creditedCents), order.currency)})` : '';
  const received =
    Number(paid) > 0
      ? `Paid ${formatPrice(paid, order.currency)} of ${owed}${credited}`
      : `Nothing paid of ${owed}${credited}`;
  const deposit =
    depositDue && Number(paid) < Number(depositDue)
      ? ` · deposit ${formatPrice(depositDue, order.currency)} due before shipment`
      : '';
  const over = Number(overpaid) > 0 ? ` · ${formatPrice(overpaid, order.currency)} over` : '';
  return `${received}${deposit}${over}`;
}

/** An order's documents, listed once asked for: each PDF, and its e-invoice. */
export function OrderDocuments({ orderId }: { orderId: number }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const documents = useOrderDocuments(orderId, open);
  return (
    <div>
      <Button
        tone="ghost"
        size="small"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Hide documents' : 'Documents'}
      </Button>
      <div id={listId} hidden={!open}>
        {open && documents.error && (
          <p className={page.muted}>The documents could not be loaded. Try again.</p>
        )}
        {open && documents.data?.length === 0 && (
          <p className={page.muted}>
            None yet: the pro-forma invoice comes when the supplier confirms the order.
          </p>
        )}
        {open && documents.data && documents.data.length > 0 && (
          <ul className={page.list} aria-label="Documents">
            {documents.data.map((document) => (
              <li key={document.id}>
                <a href={document.pdfUrl} target="_blank" rel="noreferrer">
                  {DOCUMENT_NAMES[document.kind]} {document.number}
                </a>{' '}
                <span className={page.muted}>
                  {document.issuedAt.slice(0, 10)} · {formatPrice(document.total, document.currency)}
                  {document.dueDate && ` · due ${document.dueDate}`}
                </span>
                {document.xmlUrl && (
                  <>
                    {' · '}
                    <a
                      href={document.xmlUrl}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`${DOCUMENT_NAMES[document.kind]} ${document.number} as an e-invoice (UBL XML)`}
                    >
                      e-invoice
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The account a document names, in one line: holder, IBAN or account number, BIC or SWIFT, bank. */
function accountLine(account: NonNullable<Order['payment']['payTo']>): string {
  return [
    account.accountHolder,
    account.iban ? `IBAN ${account.iban}` : account.accountNumber && `account ${account.accountNumber}`,
    account.bic ? `BIC ${account.bic}` : account.swift && `SWIFT ${account.swift}`,
    account.bankName,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * What the buyer pays next, once the order's documents say where: what must arrive before it
 * ships, else the rest, by its invoice's due date.
 */
function payNextOf(order: Order) {
  const { payTo, paid, dueBeforeShipment, outstanding, dueDate, state } = order.payment;
  if (!payTo || state === 'paid' || order.status === 'pending' || order.status === 'cancelled')
    return undefined;
  const beforeShipment = Number(dueBeforeShipment) - Number(paid);
  const { plan } = order.payment;
  const when = dueDate
    ? ` by ${formatDate(dueDate)}`
    : plan.kind === 'deposit' && plan.balanceDue === 'against_documents'
      ? ' once the shipping documents are all accepted (see them under Track)'
      : '';
  const what =
    order.status === 'confirmed' && beforeShipment > 0
      ? `Pay ${formatPrice(beforeShipment.toFixed(2), order.currency)} before it ships`
      : `Pay ${formatPrice(outstanding, order.currency)}${when}`;
  return {
    what,
    to: accountLine(payTo),
    warning: payTo.changedOn
      ? `This account was changed on ${formatDate(payTo.changedOn)}: confirm it with its holder before you pay.`
      : undefined,
  };
}

/**
 * A pending order waits for its supplier's confirmation until its deadline (`confirmBy`), after
 * which it is cancelled: the buyer has nothing to pay yet, the supplier has that long to confirm.
 */
function ConfirmationWait({ order, side }: { order: Order; side: 'buyer' | 'supplier' }) {
  const until = order.confirmBy ? ` by ${formatDateTime(order.confirmBy)}` : '';
  return (
    <p className={page.muted}>
      {side === 'buyer'
        ? `Waiting for ${order.vendor.companyName ?? 'the supplier'} to confirm it${until}: nothing to pay yet. Its pro-forma invoice then says how to pay; unconfirmed${until ? ' by then' : ''}, it is cancelled and nothing is owed.`
        : `Confirm it${until}, or it is cancelled and its stock put back.`}
    </p>
  );
}

/**
 * An order's payment as both firms see it: state, terms, what arrived, the reference, the
 * documents; and for its buyer, what to pay next and where.
 */
export function OrderPayment({ order, side }: { order: Order; side: 'buyer' | 'supplier' }) {
  const state = PAYMENT_STATE_BADGES[order.payment.state];
  return (
    <PaymentSummary
      stateLabel={state.label}
      tone={state.tone}
      terms={order.payment.terms}
      progress={progressOf(order)}
      reference={order.payment.reference ? printedCreditorReference(order.payment.reference) : undefined}
      payNext={side === 'buyer' ? payNextOf(order) : undefined}
    >
      {order.status === 'pending' && <ConfirmationWait order={order} side={side} />}
      <OrderDocuments orderId={order.id} />
    </PaymentSummary>
  );
}
