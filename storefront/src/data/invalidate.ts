import { useSWRConfig } from 'swr';
import { unstable_serialize as pagedListKey, type SWRInfiniteKeyLoader } from 'swr/infinite';

/** Each paged list's cache key, with the path of its first page (what a change is matched against). */
const pagedLists = new Map<string, string>();

export function rememberPagedList(pageKey: SWRInfiniteKeyLoader): void {
  const key = pagedListKey(pageKey);
  const firstPage = pageKey(0, null);
  if (key && typeof firstPage === 'string') pagedLists.set(key, firstPage);
}

/** Which cached API answers (by their path and query) a change makes out of date. */
export type Answers = (path: string) => boolean;

/**
 * The answers read at any of `prefixes` or below them, by whole segments: `/api/orders` holds
 * `/api/orders?limit=20` and `/api/orders/7/documents`, not `/api/orders-export`. A `*` segment
 * stands for any one segment.
 */
export function answersUnder(...prefixes: string[]): Answers {
  const patterns = prefixes.map((prefix) => prefix.split('/'));
  return (path) => {
    const segments = path.split(/[?#]/, 1)[0]!.split('/');
    return patterns.some(
      (pattern) =>
        pattern.length <= segments.length &&
        pattern.every((segment, index) => segment === '*' || segment === segments[index]),
    );
  };
}

const conversations = answersUnder('/api/conversations');
const messages = answersUnder('/api/conversations/*/messages');

/**
 * What the storefront reads, named once per resource: a change names the resources it touches,
 * and every list and figure of them loads anew.
 */
export const RESOURCES = {
  admin: answersUnder('/api/admin'),
  approvals: answersUnder('/api/approvals'),
  bankAccount: answersUnder('/api/company/bank-account'),
  company: answersUnder('/api/company'),
  /** The conversations and their unread counts, without the messages already on screen. */
  conversationSummaries: (path: string) => conversations(path) && !messages(path),
  conversations,
  disputes: answersUnder('/api/disputes'),
  keys: answersUnder('/api/keys'),
  blockchainContracts: answersUnder('/api/blockchain/contracts', '/api/blockchain/analytics'),
  blockchainTransactions: answersUnder('/api/blockchain/transactions', '/api/blockchain/analytics'),
  orders: answersUnder('/api/orders'),
  paymentPlan: answersUnder('/api/company/payment-plan'),
  payments: answersUnder('/api/payments'),
  /** Every product list and page, a supplier's own list and its dashboard's figures. */
  products: answersUnder('/api/products', '/api/vendors/*/products', '/api/vendors/*/dashboard'),
  protection: answersUnder('/api/protected-orders', '/api/protection'),
  receivables: answersUnder('/api/receivables'),
  savedProducts: answersUnder('/api/saved-products'),
  /** Orders' lots and their tracking. */
  shipments: answersUnder('/api/orders/*/shipments', '/api/shipments'),
  savedSearches: answersUnder('/api/saved-searches'),
  /** Orders' trade documents: their checklists and every version. */
  tradeDocuments: answersUnder('/api/orders/*/trade-documents'),
  /** The security page: factors, passkeys, recovery codes and sessions. */
  security: answersUnder('/api/auth/security', '/api/auth/sessions'),
  /** A supplier's public figures: its profile, the supplier lists and its reviews. */
  supplier: (id: string) => answersUnder(`/api/users/${id}`, '/api/users/vendors', `/api/vendors/${id}`),
  /** Every supplier's profile and list, and what each has on sale. */
  suppliers: answersUnder('/api/users', '/api/vendors'),
  /** Requests for quotation, quotes and the orders they become. */
  trade: answersUnder('/api/rfqs', '/api/quotes', '/api/orders'),
  vendorDashboards: answersUnder('/api/vendors/*/dashboard'),
  webhookDeliveries: (id: number) => answersUnder(`/api/webhooks/${id}/deliveries`),
  webhooks: answersUnder('/api/webhooks'),
} as const;

/**
 * After a change, marks the answers of the resources it touched as out of date, as
 * `invalidateQueries` would: lists on screen load again now, lists not on screen are forgotten and
 * load afresh when next shown (the cache otherwise never goes stale, spec §7).
 */
export function useInvalidate() {
  const { cache, mutate } = useSWRConfig();
  return async (...touched: Answers[]) => {
    const matched = [...cache.keys()].filter((key) => {
      const path = pagedLists.get(key) ?? key;
      return touched.some((answers) => answers(path));
    });
    for (const key of matched) cache.delete(key);
    await Promise.all(matched.map((key) => mutate(key)));
  };
}
