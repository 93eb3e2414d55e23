import { conversationRoutes } from './conversations.routes.ts';
import { rfqRoutes } from './rfqs.routes.ts';
import { describeTradeEvents } from './trade-events.ts';
import { expireTradeJob } from './trade-expiry.job.ts';

/** What trade brings to the app (gathered in `../domains.ts`). */
export const tradeModule = {
  routes: [...rfqRoutes, ...conversationRoutes],
  jobs: [expireTradeJob],
  events: {
    'rfq.created': describeTradeEvents,
    'rfq.closed': describeTradeEvents,
    'quote.submitted': describeTradeEvents,
    'quote.declined': describeTradeEvents,
    'quote.accepted': describeTradeEvents,
    'message.created': describeTradeEvents,
  },
};
