import { RawexApiError } from '@rawex/client';
import { CliFailure } from './cli-failure.ts';
import { connect } from './connect.ts';
import { resolveCredentials, type CredentialOptions } from './credentials.ts';
import { moneyText } from '@rawex/api/contracts/money';
import type { PaymentPlan } from '@rawex/api/contracts/payment-values';
import { incotermWithPlace, requestedTerms } from '@rawex/api/contracts/trade-values';

/** A key without the orders' permissions is told how to get one that has them. */
async function trading<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RawexApiError && error.code === 'missing_permission') {
      throw new CliFailure(
        'This key cannot answer requests for quotation: sign in again with `rawex login` (its key has read:orders and write:orders).',
      );
    }
    throw error;
  }
}

const closes = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ');

/** `rawex rfqs list`. */
export async function listRfqs(
  options: CredentialOptions & {
    direct: boolean;
    category?: number;
    search?: string;
    sort: 'newest' | 'closing';
    limit: number;
    json: boolean;
  },
): Promise<void> {
  const credentials = await resolveCredentials(options);
  const { data: rfqs } = await trading(() =>
    connect(credentials).GET('/api/rfqs', {
      params: {
        query: {
          scope: options.direct ? 'direct' : 'open',
          sort: options.sort,
          limit: Math.min(options.limit, 100),
          ...(options.category ? { categoryId: options.category } : {}),
          ...(options.search ? { search: options.search } : {}),
        },
      },
    }),
  );
  if (!rfqs) return;
  if (options.json) {
    process.stdout.write(`${JSON.stringify(rfqs, null, 2)}\n`);
    return;
  }
  if (rfqs.length === 0) {
    process.stdout.write('No requests to answer.\n');
    return;
  }
  for (const rfq of rfqs) {
    const direct = rfq.vendorId ? ' (to you)' : '';
    process.stdout.write(
      `${rfq.id}\t${rfq.status}${direct}\t${rfq.quantity} ${rfq.unit}\t${requestedTerms(rfq)}\tcloses ${closes(rfq.expiresAt)}\t${rfq.title}\n`,
    );
  }
}

/** `rawex quotes create`. */
export async function createQuote(
  options: CredentialOptions & {
    rfq: number;
    product: number;
    price: string;
    quantity?: number;
    validDays: number;
    leadTime: string;
    currency?: string;
    incoterm?: string;
    place?: string;
    placeCode?: string;
    /** Checked by the API. */
    paymentPlan?: unknown;
    notes?: string;
    json: boolean;
  },
): Promise<void> {
  const credentials = await resolveCredentials(options);
  const client = connect(credentials);
  const quote = await trading(async () => {
    const { data: rfq } = await client.GET('/api/rfqs/{id}', { params: { path: { id: options.rfq } } });
    if (!rfq) throw new CliFailure(`No request ${options.rfq}.`);
    const { data } = await client.POST('/api/rfqs/{id}/quotes', {
      params: { path: { id: options.rfq } },
      body: {
        productId: options.product,
        unitPrice: options.price,
        quantity: options.quantity ?? rfq.quantity,
        validUntil: new Date(Date.now() + options.validDays * 86_400_000).toISOString(),
        leadTimeDays: Number(options.leadTime),
        ...(options.currency ? { currency: options.currency } : {}),
        incoterm: (options.incoterm ?? rfq.incoterm) as typeof rfq.incoterm,
        ...(options.place ? { incotermPlace: options.place } : {}),
        ...(options.placeCode ? { incotermPlaceCode: options.placeCode } : {}),
        ...(options.paymentPlan ? { paymentPlan: options.paymentPlan as PaymentPlan } : {}),
        ...(options.notes ? { notes: options.notes } : {}),
      },
    });
    return data;
  });
  if (!quote) return;
  if (options.json) {
    process.stdout.write(`${JSON.stringify(quote, null, 2)}\n`);
    return;
  }
  process.stdout.write(
    `Quote ${quote.id} sent: ${quote.quantity} at ${moneyText(quote.unitPrice, quote.currency)} (total ${moneyText(quote.totalPrice, quote.currency)}), ${incotermWithPlace(quote.incoterm, quote.incotermPlace)}, valid until ${closes(quote.validUntil)}.\n`,
  );
}
