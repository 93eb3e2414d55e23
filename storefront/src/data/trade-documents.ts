import type {
  RequestTradeDocumentBody,
  ReviewTradeDocumentBody,
  TradeDocument,
  TradeDocumentType,
} from '@rawex/api/contracts';
import { TRADE_DOCUMENT_UPLOAD } from '@rawex/api/contracts/upload-types';
import { ok, readAddress } from '@rawex/client';
import { api, send } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead } from './read';

/** An order's trade documents checklist: what the deal needs and where each stands. */
export function useTradeDocuments(orderId: number) {
  return useRead(readAddress('/api/orders/{id}/trade-documents', { path: { id: orderId } }));
}

/**
 * The supplier uploads an order's documents; the buyer asks for more and accepts or rejects them.
 * The checklist reloads.
 */
export function useTradeDocumentActions() {
  const invalidate = useInvalidate();
  return {
    async upload(orderId: number, type: TradeDocumentType, file: File) {
      const form = new FormData();
      form.append('type', type);
      form.append(TRADE_DOCUMENT_UPLOAD.field, file);
      const response = await send(`/api/orders/${orderId}/trade-documents`, { method: 'POST', body: form });
      const kept = (await response.json()) as TradeDocument;
      await invalidate(RESOURCES.tradeDocuments);
      return kept;
    },
    async request(orderId: number, body: RequestTradeDocumentBody) {
      await ok(
        api.POST('/api/orders/{id}/trade-documents/requests', { params: { path: { id: orderId } }, body }),
      );
      await invalidate(RESOURCES.tradeDocuments);
    },
    async review(documentId: number, body: ReviewTradeDocumentBody) {
      await ok(api.POST('/api/trade-documents/{id}/review', { params: { path: { id: documentId } }, body }));
      await invalidate(RESOURCES.tradeDocuments);
    },
  };
}
