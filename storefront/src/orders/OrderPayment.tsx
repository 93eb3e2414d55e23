import type { Order, OrderDocument } from '@rawex/api/contracts';
import { printedCreditorReference } from '@rawex/api/contracts/creditor-reference';
import { Button, formatPrice, PaymentSummary } from '@rawex/ui-kit';
import { useId, useState } from 'react';
import { useOrderDocuments } from '../data/orders';
import * as page from '../styles/page.css';
import { PAYMENT_STATE_BADGES } from './payment-states';

const DOCUMENT_NAMES: Record<OrderDocument['kind'], string> = {
  proforma: 'Pro-forma invoice',
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

/** What has arrived against the total, and what the plan asks first. */
function progressOf(order: Order): string {
  const { paid, depositDue, overpaid } = order.payment;
  const received =
    Number(paid) > 0
      ? `Paid ${formatPrice(paid)} of ${formatPrice(order.totalAmount)}`
      : `Nothing paid of ${formatPrice(order.totalAmount)}`;
  const deposit =
    depositDue && Number(paid) < Number(depositDue)
      ? ` · deposit ${formatPrice(depositDue)} due before shipment`
      : '';
  const over = Number(overpaid) > 0 ? ` · ${formatPrice(overpaid)} over` : '';
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
                  {document.issuedAt.slice(0, 10)} · {formatPrice(document.total)}
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

/** An order's payment as both firms see it: state, terms, what arrived, the reference, the documents. */
export function OrderPayment({ order }: { order: Order }) {
  const state = PAYMENT_STATE_BADGES[order.payment.state];
  return (
    <PaymentSummary
      stateLabel={state.label}
      tone={state.tone}
      terms={order.payment.terms}
      progress={progressOf(order)}
      reference={order.payment.reference ? printedCreditorReference(order.payment.reference) : undefined}
    >
      <OrderDocuments orderId={order.id} />
    </PaymentSummary>
  );
}
