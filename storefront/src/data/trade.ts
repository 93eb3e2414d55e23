import type {
  CreateQuoteRequest,
  CreateRfqRequest,
  OpenConversationRequest,
  QuoteStatus,
  ReviseQuoteRequest,
  RfqScope,
  SendMessageRequest,
} from '@rawex/api/contracts';
import { ok, readAddress } from '@rawex/client';
import { api } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { usePagedList } from './paged';
import { useRead } from './read';
import { useRefreshWaiting } from './session';

/** Requests for quotation, quotes and conversations: what the buyer and supplier screens read and change. */

export const RFQS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;

export interface RfqFilters {
  scope?: RfqScope;
  categoryId?: number;
  search?: string;
  sort?: 'newest' | 'closing';
}

/** A page at a time: a buyer's requests, or the ones a supplier may answer. */
export function useRfqs(filters: RfqFilters, enabled = true) {
  return usePagedList(
    (page) => (enabled ? readAddress('/api/rfqs', { query: { ...filters, ...page } }) : null),
    RFQS_PAGE_SIZE,
  );
}

export function useRfq(id: number | undefined) {
  const { data, error, isLoading } = useRead(
    id === undefined ? null : readAddress('/api/rfqs/{id}', { path: { id } }),
  );
  return { rfq: data, error, isLoading };
}

/** The supplier's own quotes, newest first, by state. */
export function useVendorQuotes(status: QuoteStatus | undefined, enabled = true) {
  return usePagedList(
    (page) =>
      enabled ? readAddress('/api/quotes', { query: { ...(status ? { status } : {}), ...page } }) : null,
    RFQS_PAGE_SIZE,
  );
}

export function useTradeActions() {
  const invalidate = useInvalidate();
  const reload = () => invalidate(RESOURCES.trade);
  return {
    async postRfq(body: CreateRfqRequest) {
      const { data } = await ok(api.POST('/api/rfqs', { body }));
      await reload();
      return data;
    },
    async cancelRfq(id: number) {
      await ok(api.POST('/api/rfqs/{id}/cancel', { params: { path: { id } } }));
      await reload();
    },
    async submitQuote(rfqId: number, body: CreateQuoteRequest) {
      const { data } = await ok(api.POST('/api/rfqs/{id}/quotes', { params: { path: { id: rfqId } }, body }));
      await reload();
      return data;
    },
    async reviseQuote(id: number, body: ReviseQuoteRequest) {
      await ok(api.PUT('/api/quotes/{id}', { params: { path: { id } }, body }));
      await reload();
    },
    async withdrawQuote(id: number) {
      await ok(api.POST('/api/quotes/{id}/withdraw', { params: { path: { id } } }));
      await reload();
    },
    async declineQuote(id: number) {
      await ok(api.POST('/api/quotes/{id}/decline', { params: { path: { id } }, body: {} }));
      await reload();
    },
    /** Places the order; the same key makes a retried click answer the same order. */
    /** Accepts the quote at the version the buyer saw; a refusal (revised since, closed) reloads it too. */
    async acceptQuote(id: number, version: number, idempotencyKey: string) {
      try {
        const { data } = await ok(
          api.POST('/api/quotes/{id}/accept', {
            params: { path: { id }, header: { 'idempotency-key': idempotencyKey } },
            body: { version },
          }),
        );
        return data;
      } finally {
        await reload();
      }
    },
  };
}

export function useConversations() {
  return usePagedList((page) => readAddress('/api/conversations', { query: page }), 50);
}

export function useConversation(id: number | undefined) {
  const { data, error } = useRead(
    id === undefined ? null : readAddress('/api/conversations/{id}', { path: { id } }),
  );
  return { conversation: data, error };
}

/** A conversation's messages, newest first a page at a time, asked for again while it is open. */
export function useMessages(id: number | undefined) {
  return usePagedList(
    (page) =>
      id === undefined
        ? null
        : readAddress('/api/conversations/{id}/messages', {
            path: { id },
            query: { limit: page.limit, before: page.before },
          }),
    MESSAGES_PAGE_SIZE,
    'cursor',
  );
}

export function useConversationActions() {
  const invalidate = useInvalidate();
  const refreshWaiting = useRefreshWaiting();
  const reload = () => invalidate(RESOURCES.conversations);
  return {
    async open(body: OpenConversationRequest) {
      const { data } = await ok(api.POST('/api/conversations', { body }));
      await reload();
      return data;
    },
    async send(id: number, body: SendMessageRequest) {
      await ok(api.POST('/api/conversations/{id}/messages', { params: { path: { id } }, body }));
      await reload();
    },
    async markRead(id: number) {
      const { data } = await api.POST('/api/conversations/{id}/read', { params: { path: { id } } });
      if (!data) return;
      await Promise.all([refreshWaiting(), invalidate(RESOURCES.conversationSummaries)]);
    },
  };
}

/** The supplier's products on sale, to quote on (the first hundred, newest first). */
export function useQuotableProducts(vendorId: string) {
  const { data } = useRead(
    readAddress('/api/vendors/{id}/products', { path: { id: vendorId }, query: { limit: 100 } }),
  );
  return data?.filter((product) => product.isActive);
}
