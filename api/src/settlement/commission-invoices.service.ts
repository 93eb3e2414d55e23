import type { Knex } from 'knex';
import { recordEvent } from '../notifications/index.ts';
import {
  COLLECTION_ACCOUNT_JSON_SQL,
  documentNumber,
  fromCents,
  keptVatCurrency,
  memberStateCurrency,
  toCents,
  vatCurrencyOf,
  type DocumentContent,
  type DocumentParty,
} from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { sqlDate } from '../platform/database/sql-dates.ts';
import { notFound } from '../platform/errors/index.ts';
import type { EventSettings } from '../platform/settings.ts';
import type { CommissionInvoice } from './settlement.contract.ts';

/** The month that ended before `now`, as "YYYY-MM". */
export const lastMonth = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);

type Line = CommissionInvoice['lines'][number];

/** What the operator charges and who it is, as its invoices say. */
export interface CommissionTerms {
  vatPercent: number;
  operator: NonNullable<EventSettings['operator']>;
}

/** Everything an invoice says beyond its amounts, frozen when it is issued. */
interface InvoiceContent {
  lines: Line[];
  issuer: DocumentParty;
  recipient: DocumentParty;
  /** Where the supplier pays what is due: the operator's collection account when it was issued. */
  paymentAccount: DocumentContent['bankAccount'];
  /** Absent on invoices issued before currencies: they were in their VAT's. */
  vatCurrency?: DocumentContent['vatCurrency'];
}

/** The terms the server was started with. */
export const commissionTerms = (events: EventSettings): CommissionTerms => ({
  vatPercent: events.commissionVatPercent ?? 0,
  operator: events.operator ?? { name: events.marketplaceName },
});

const issuerOf = ({ operator }: CommissionTerms): DocumentParty => ({
  name: operator.name,
  legalName: operator.legalName ?? null,
  address: operator.address ?? null,
  country: operator.country ?? null,
  taxId: operator.taxId ?? null,
  registrationNumber: null,
});

/**
 * Issues the commission invoices of `month` ("YYYY-MM"): one to each supplier in each currency
 * whose orders in it received that month carry commission, listing them, with the operator's VAT
 * on the total and what protected orders' releases already deducted. Each is numbered in the
 * operator's series as its transaction commits; a supplier invoiced for the month in a currency
 * already is left alone, so running it again issues nothing twice. Answers how many it issued.
 */
export async function issueCommissionInvoices(
  db: Knex,
  month: string,
  terms: CommissionTerms,
): Promise<number> {
  const { vatPercent } = terms;
  const period = `${month}-01`;
  const { rows: vendors } = (await db.raw(
    `SELECT DISTINCT orders.vendor_id, orders.currency::text AS currency FROM order_facts() AS orders
     WHERE orders.status = 'delivered'
       AND order_reached_at(orders.id, 'delivered') >= ?::date
       AND order_reached_at(orders.id, 'delivered') < (?::date + interval '1 month')
       AND NOT EXISTS (SELECT FROM commission_invoices
                        WHERE vendor_id = orders.vendor_id AND period = ?::date AND currency = orders.currency)
     ORDER BY 1, 2`,
    [period, period, period],
  )) as { rows: { vendor_id: string; currency: string }[] };
  let issued = 0;
  for (const { vendor_id: vendorId, currency } of vendors) {
    const done = await db.transaction(async (trx) => {
      // One issuer of a supplier's month at a time: the second finds the first's invoice.
      await trx.raw(`SELECT pg_advisory_xact_lock(hashtext(?))`, [
        `commission:${vendorId}:${period}:${currency}`,
      ]);
      if (await trx('commissionInvoices').where({ vendorId, period, currency }).first('id')) return false;
      const { rows } = (await trx.raw(
        `SELECT orders.id, order_reached_at(orders.id, 'delivered') AS received_at, orders.total_amount::text AS total, orders.protected,
                orders.commission::numeric(14, 2)::text AS commission,
                (SELECT coalesce(-sum(line.amount), 0)::numeric(14, 2)::text FROM journal_lines line
                   JOIN settlement_accounts account ON account.id = line.account_id
                  WHERE line.order_id = orders.id AND account.kind = 'commission_revenue') AS deducted
         FROM order_facts() AS orders
         WHERE orders.vendor_id = ? AND orders.currency = ? AND orders.status = 'delivered'
           AND order_reached_at(orders.id, 'delivered') >= ?::date
           AND order_reached_at(orders.id, 'delivered') < (?::date + interval '1 month')
         ORDER BY orders.id`,
        [vendorId, currency, period, period],
      )) as {
        rows: {
          id: number;
          received_at: Date;
          total: string;
          protected: boolean;
          commission: string;
          deducted: string;
        }[];
      };
      const lines: Line[] = rows.map((row) => ({
        orderId: row.id,
        receivedAt: new Date(row.received_at).toISOString(),
        orderTotal: row.total,
        commission: row.commission,
        protected: row.protected,
        deducted: row.deducted,
      }));
      const net = lines.reduce((sum, line) => sum + toCents(line.commission), 0n);
      if (net === 0n) return false;
      const basisPoints = BigInt(Math.round(vatPercent * 100));
      const vat = (net * basisPoints + 5_000n) / 10_000n;
      const total = net + vat;
      const deducted = lines.reduce((sum, line) => sum + toCents(line.deducted), 0n);
      const due = total - deducted > 0n ? total - deducted : 0n;
      // The marketplace's own series of commission invoices, one a year: COM-2026-000001, its
      // number taken as the transaction commits (`number_commission_invoice_at_commit`).
      const series = `COM-${month.slice(0, 4)}`;
      const { rows: facts } = (await trx.raw(
        `SELECT company_party(?) AS recipient, ${COLLECTION_ACCOUNT_JSON_SQL} AS payment_account`,
        [vendorId],
      )) as { rows: { recipient: DocumentParty; payment_account: DocumentContent['bankAccount'] }[] };
      const issuer = issuerOf(terms);
      const recipient = facts[0]!.recipient;
      // The operator's VAT is accounted where it charges it; none charged: where the service is taxed.
      const vatIn =
        vatPercent > 0
          ? memberStateCurrency(issuer.country)
          : vatCurrencyOf({ seller: issuer, buyer: recipient });
      const content: InvoiceContent = {
        lines,
        issuer,
        recipient,
        paymentAccount: facts[0]!.payment_account,
        vatCurrency: await keptVatCurrency(trx, currency, vatIn, new Date()),
      };
      const [invoice] = (await trx('commissionInvoices')
        .insert({
          vendorId,
          period,
          series,
          currency,
          net: fromCents(net),
          vatPercent: vatPercent.toFixed(2),
          vat: fromCents(vat),
          total: fromCents(total),
          deducted: fromCents(deducted),
          due: fromCents(due),
          content: JSON.stringify(content),
        })
        .returning('id')) as { id: number }[];
      await recordEvent(trx, 'commission_invoice.issued', { invoiceId: invoice!.id, vendorId });
      return true;
    });
    if (done) issued += 1;
  }
  return issued;
}

interface InvoiceRow {
  id: number;
  series: string;
  number: number;
  vendorId: string;
  vendorName: string | null;
  period: string | Date;
  issuedAt: Date;
  currency: string;
  net: string;
  vatPercent: string;
  vat: string;
  total: string;
  deducted: string;
  due: string;
  content: InvoiceContent;
}

const toInvoice = (row: InvoiceRow): CommissionInvoice => ({
  id: row.id,
  number: documentNumber(row.series, row.number),
  vendorId: row.vendorId,
  vendorName: row.vendorName,
  month: sqlDate(row.period).slice(0, 7),
  issuedAt: new Date(row.issuedAt).toISOString(),
  currency: row.currency.trim(),
  net: String(row.net),
  vatPercent: String(row.vatPercent),
  vat: String(row.vat),
  total: String(row.total),
  deducted: String(row.deducted),
  due: String(row.due),
  lines: row.content.lines,
  issuer: row.content.issuer,
  recipient: row.content.recipient,
  paymentAccount: row.content.paymentAccount,
  vatCurrency: row.content.vatCurrency ?? null,
  pdfUrl: `/api/commission-invoices/${row.id}/pdf`,
  xmlUrl: `/api/commission-invoices/${row.id}/xml`,
});

const invoices = (db: Knex) =>
  db('commissionInvoices').select(
    'commissionInvoices.*',
    db.raw(`company_name(commission_invoices.vendor_id) AS vendor_name`),
  );

/** The commission invoices a supplier received (every one, for an administrator), newest first. */
export async function listCommissionInvoices(db: Knex, actor: AuthUser): Promise<CommissionInvoice[]> {
  const query = invoices(db).orderBy('id', 'desc').limit(200);
  if (actor.role !== 'admin') query.where({ vendorId: actor.companyId });
  return ((await query) as InvoiceRow[]).map(toInvoice);
}

export async function getCommissionInvoice(
  db: Knex,
  actor: AuthUser,
  id: number,
): Promise<CommissionInvoice> {
  const row = (await invoices(db).where({ id }).first()) as InvoiceRow | undefined;
  if (!row || (actor.role !== 'admin' && row.vendorId !== actor.companyId)) {
    throw notFound('Commission invoice not found', 'commission_invoice_not_found');
  }
  return toInvoice(row);
}
