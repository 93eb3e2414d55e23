import type { RecordPaymentBody, StatementImport } from '@rawex/api/contracts';
import { ATTACHMENT_UPLOAD, STATEMENT_UPLOAD } from '@rawex/api/contracts/upload-types';
import { ok, readAddress } from '@rawex/client';
import { api, send } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { upload } from './products';
import { useRead } from './read';

/** A supplier's payments: those waiting to be assigned, and recording, importing and assigning them. */

/** Imported lines that found no order, newest first: the supplier assigns each. */
export function useWaitingPayments() {
  const { data, error } = useRead(readAddress('/api/payments', { query: { waiting: 'true', limit: 100 } }));
  return { payments: data, error };
}

/** The headers of a CSV statement's columns; a camt file needs none. */
export type StatementColumns = Partial<
  Record<
    | 'entryColumn'
    | 'amountColumn'
    | 'valueDateColumn'
    | 'currencyColumn'
    | 'referenceColumn'
    | 'payerNameColumn'
    | 'defaultCurrency',
    string
  >
>;

export function usePaymentActions() {
  const invalidate = useInvalidate();
  // A payment moves an order's balance: its lists, the balances and the orders load anew.
  const reload = () => invalidate(RESOURCES.payments, RESOURCES.receivables, RESOURCES.orders);
  return {
    async uploadProof(file: File) {
      return (await upload(ATTACHMENT_UPLOAD, file)).url as string;
    },
    async record(payment: RecordPaymentBody) {
      await ok(api.POST('/api/payments', { body: payment }));
      await reload();
    },
    async assign(paymentId: number, orderId: number) {
      await ok(
        api.POST('/api/payments/{id}/assign', { params: { path: { id: paymentId } }, body: { orderId } }),
      );
      await reload();
    },
    async importStatement(file: File, columns: StatementColumns): Promise<StatementImport> {
      const form = new FormData();
      form.append(STATEMENT_UPLOAD.field, file);
      const query = new URLSearchParams(
        Object.entries(columns).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
      );
      const response = await send(`/api/payments/statements${query.size ? `?${query}` : ''}`, {
        method: 'POST',
        body: form,
      });
      const result = (await response.json()) as StatementImport;
      await reload();
      return result;
    },
  };
}
