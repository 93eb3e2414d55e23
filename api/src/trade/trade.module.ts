import { routinesBeside } from '../platform/database/migrate.ts';
import { constraintMessages } from './constraint-messages.ts';
import { conversationRoutes } from './conversations.routes.ts';
import { rfqRoutes } from './rfqs.routes.ts';
import { describeTradeEvents } from './trade-events.ts';
import { expireTradeJob } from './trade-expiry.job.ts';
import * as tradeMigration from './migrations/20261124020000_trade.ts';
import * as quoteTotalsMigration from './migrations/20261127000000_quote_totals.ts';
import * as privateDocumentsMigration from './migrations/20261127030000_private_documents.ts';
import * as senderQuotasMigration from './migrations/20261127040000_sender_quotas.ts';
import * as paymentTermsInPlanMigration from './migrations/20261210010000_payment_terms_in_plan.ts';
import * as attachmentReadersMigration from './migrations/20261212020000_attachment_readers.ts';
import * as tradeCurrenciesMigration from './migrations/20261215030000_trade_currencies.ts';
import * as incotermPlacesMigration from './migrations/20261217000000_incoterm_places.ts';

/** What trade brings to the app (gathered in `../domains.ts`). */
export const tradeModule = {
  migrations: [
    { name: '20261124020000_trade', ...tradeMigration },
    { name: '20261127000000_quote_totals', ...quoteTotalsMigration },
    { name: '20261127030000_private_documents', ...privateDocumentsMigration },
    { name: '20261127040000_sender_quotas', ...senderQuotasMigration },
    { name: '20261210010000_payment_terms_in_plan', ...paymentTermsInPlanMigration },
    { name: '20261212020000_attachment_readers', ...attachmentReadersMigration },
    { name: '20261215030000_trade_currencies', ...tradeCurrenciesMigration },
    { name: '20261217000000_incoterm_places', ...incotermPlacesMigration },
  ],
  routes: [...rfqRoutes, ...conversationRoutes],
  routines: routinesBeside(import.meta.url, [
    'unread_message_count',
    'response_rate',
    'conversation_attachment_reader',
    'conversation_holds_attachment',
  ]),
  jobs: [expireTradeJob],
  constraints: constraintMessages,
  tags: [
    {
      name: 'Requests for quotation',
      description:
        'A buyer’s request to several suppliers, their competing quotes, and the order on the one chosen.',
    },
    {
      name: 'Conversations',
      description: 'Messages between a buyer and a supplier, about a product, a request or an order.',
    },
  ],
  events: {
    'rfq.created': describeTradeEvents,
    'rfq.offered': describeTradeEvents,
    'rfq.closed': describeTradeEvents,
    'quote.submitted': describeTradeEvents,
    'quote.declined': describeTradeEvents,
    'quote.accepted': describeTradeEvents,
    'message.created': describeTradeEvents,
  },
};
