import type {
  AnswerDisputeBody,
  BankAccountChangeBody,
  CollectionImport,
  CommissionRuleBody,
  DecideDisputeBody,
  DisputeMessageBody,
  OpenDisputeBody,
  PayoutBatch,
} from '@rawex/api/contracts';
import { STATEMENT_UPLOAD } from '@rawex/api/contracts/upload-types';
import { ok, readAddress } from '@rawex/client';
import { api, send } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead } from './read';

/** The marketplace's money as the storefront reads and moves it: protection, disputes, payouts. */

export const useProtectedOrders = () => useRead(readAddress('/api/protected-orders'));
export const useProtection = () => useRead(readAddress('/api/protection'));
export const useDispute = (id: number | null) =>
  useRead(id === null ? null : readAddress('/api/disputes/{id}', { path: { id } }));
export const useDisputes = (status?: 'awaiting_supplier' | 'answered' | 'escalated' | 'resolved') =>
  useRead(readAddress('/api/disputes', { query: { limit: 100, ...(status ? { status } : {}) } }));
export const useTrialBalance = () => useRead(readAddress('/api/admin/ledger/trial-balance'));
export const usePayouts = () => useRead(readAddress('/api/admin/payouts', { query: { limit: 100 } }));
export const useCommissionRules = () => useRead(readAddress('/api/admin/commission-rules'));
export const useLedgerEntries = () => useRead(readAddress('/api/settlement/statement'));
export const useMyPayouts = () => useRead(readAddress('/api/settlement/payouts', { query: { limit: 20 } }));
export const useCommissionInvoices = () => useRead(readAddress('/api/commission-invoices'));

export function useSettlementActions() {
  const invalidate = useInvalidate();
  // Money moved: every list and balance of it, and the orders, load anew.
  const reload = () =>
    invalidate(RESOURCES.protection, RESOURCES.disputes, RESOURCES.admin, RESOURCES.orders);
  const after = async <T>(call: Promise<T>) => {
    const answer = await call;
    await reload();
    return answer;
  };
  const dispute = (id: number) => ({ params: { path: { id } } });
  return {
    protect: (orderId: number) =>
      after(
        ok(
          api.POST('/api/orders/{id}/protection', {
            params: { path: { id: orderId } },
            body: { protected: true },
          }),
        ),
      ),
    openDispute: (orderId: number, body: OpenDisputeBody) =>
      after(ok(api.POST('/api/orders/{id}/disputes', { params: { path: { id: orderId } }, body }))),
    answer: (id: number, body: AnswerDisputeBody) =>
      after(ok(api.POST('/api/disputes/{id}/answer', { ...dispute(id), body }))),
    acceptOffer: (id: number) => after(ok(api.POST('/api/disputes/{id}/accept-offer', dispute(id)))),
    escalate: (id: number) => after(ok(api.POST('/api/disputes/{id}/escalate', dispute(id)))),
    message: (id: number, body: DisputeMessageBody) =>
      after(ok(api.POST('/api/disputes/{id}/messages', { ...dispute(id), body }))),
    decide: (id: number, body: DecideDisputeBody) =>
      after(ok(api.POST('/api/disputes/{id}/decision', { ...dispute(id), body }))),
    addRule: (body: CommissionRuleBody) => after(ok(api.POST('/api/admin/commission-rules', { body }))),
    withdrawRule: (id: number) =>
      after(ok(api.DELETE('/api/admin/commission-rules/{id}', { params: { path: { id } } }))),
    setCollectionAccount: (body: BankAccountChangeBody) =>
      after(ok(api.PUT('/api/admin/protection', { body }))),
    /** Puts back the collection account a held change replaced. */
    cancelCollectionAccountChange: () => after(ok(api.POST('/api/admin/protection/cancel-change'))),
    /** Pays out what is owed in `currency`: a batch, and its file, is in one currency. */
    payOut: async (currency: string, minimumAmount: string): Promise<PayoutBatch> =>
      (await after(ok(api.POST('/api/admin/payouts/batches', { body: { currency, minimumAmount } })))).data,
    cancelBatch: async (id: number): Promise<PayoutBatch> =>
      (await after(ok(api.POST('/api/admin/payouts/batches/{id}/cancel', { params: { path: { id } } }))))
        .data,
    async importCollection(file: File): Promise<CollectionImport> {
      const form = new FormData();
      form.append(STATEMENT_UPLOAD.field, file);
      const response = await send('/api/admin/protection/statements', { method: 'POST', body: form });
      const result = (await response.json()) as CollectionImport;
      await reload();
      return result;
    },
  };
}
