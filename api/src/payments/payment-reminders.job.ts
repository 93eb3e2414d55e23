import type { Knex } from 'knex';
import { recordEvents } from '../notifications/index.ts';
import { defineJob } from '../platform/jobs/job-queue.ts';
import { orderPaymentSql } from './payments.service.ts';

/** Days after its due date that an unpaid invoice is reminded of a second time. */
export const SECOND_REMINDER_DAYS = 7;

/**
 * Reminds the buyers of the invoices not paid in full: on the due date (the invoice's own, or for a
 * balance against documents the day they were accepted; an invoice from then on
 * counts overdue: `order_payment`), and again 7 days later. Each reminder goes once, whatever how
 * often this runs (`payment_reminders` keeps them); an invoice first seen more than 7 days late
 * gets only the second. Answers how many were sent.
 */
export async function remindUnpaidInvoices(db: Knex): Promise<number> {
  return db.transaction(async (trx) => {
    const { rows } = (await trx.raw(
      `WITH invoiced AS (
         SELECT invoice.id, invoice.order_id, ${orderPaymentSql()} AS payment
         FROM order_documents invoice JOIN order_facts() AS orders ON orders.id = invoice.order_id
         WHERE invoice.kind = 'invoice' AND orders.status <> 'cancelled'
           AND (invoice.due_date <= current_date
                OR invoice.due_date IS NULL AND orders.payment_plan->>'balanceDue' = 'against_documents')),
       unpaid AS (
         -- When the invoice fell due: its own date, or (a balance against documents) the day they were accepted.
         SELECT id, order_id, (payment->>'dueDate')::date AS due_date FROM invoiced
         WHERE (payment->>'dueDate')::date <= current_date AND payment->>'state' <> 'paid'),
       due AS (
         SELECT id, order_id, 'due' AS stage FROM unpaid WHERE due_date > current_date - ?::integer
         UNION ALL
         SELECT id, order_id, 'overdue' FROM unpaid WHERE due_date <= current_date - ?::integer)
       INSERT INTO payment_reminders (document_id, stage)
       SELECT id, stage FROM due ORDER BY id
       ON CONFLICT (document_id, stage) DO NOTHING
       RETURNING document_id, stage,
         (SELECT order_id FROM order_documents WHERE order_documents.id = document_id) AS order_id`,
      [SECOND_REMINDER_DAYS, SECOND_REMINDER_DAYS],
    )) as { rows: { document_id: number; stage: string; order_id: number }[] };
    await recordEvents(
      trx,
      'invoice.payment_reminder',
      rows.map((row) => ({ documentId: row.document_id, orderId: row.order_id, stage: row.stage })),
    );
    return rows.length;
  });
}

/** Every hour: unpaid invoices reminded on their due date and a week after. */
export const remindUnpaidInvoicesJob = defineJob<Record<string, never>>({
  name: 'payments.remind-unpaid',
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  cron: '41 * * * *',
  pollingIntervalSeconds: 10,
  async run(_data, { db, logger }) {
    const sent = await remindUnpaidInvoices(db);
    if (sent > 0) logger.info({ sent }, `Reminded buyers of ${sent} unpaid invoices`);
  },
});
