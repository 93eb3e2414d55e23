import { accountsModule } from './accounts/accounts.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { catalogueModule } from './catalogue/catalogue.module.ts';
import { keysModule } from './keys/keys.module.ts';
import { ledgerModule } from './ledger/ledger.module.ts';
import { mediaModule } from './media/media.module.ts';
import type { EventDescribers } from './notifications/index.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { ordersModule } from './orders/orders.module.ts';
import type { Routine } from './platform/database/migrate.ts';
import type { RouteDefinition } from './platform/http/route.ts';
import type { AnyJobDefinition } from './platform/jobs/job-queue.ts';
import { tradeModule } from './trade/trade.module.ts';
import { webhooksModule } from './webhooks/webhooks.module.ts';

/** What a domain brings to the app: each declares it in its `*.module.ts`. */
export interface DomainModule {
  /** Its /api operations. */
  routes?: readonly RouteDefinition[];
  /** Its background jobs. */
  jobs?: readonly AnyJobDefinition[];
  /** Who describes what each type of event it records brings about. */
  events?: EventDescribers;
  /** Its database functions, applied after the migrations. */
  routines?: readonly Routine[];
}

/** Every domain, in the order their routes are matched and listed in the OpenAPI document. */
export const DOMAINS: readonly DomainModule[] = [
  accountsModule,
  catalogueModule,
  ordersModule,
  tradeModule,
  mediaModule,
  keysModule,
  notificationsModule,
  webhooksModule,
  ledgerModule,
  auditModule,
];

export const DOMAIN_ROUTES = DOMAINS.flatMap((domain) => domain.routes ?? []);
export const DOMAIN_JOBS = DOMAINS.flatMap((domain) => domain.jobs ?? []);
export const ROUTINES = DOMAINS.flatMap((domain) => domain.routines ?? []);

/** Every domain's event describers, by event type: one domain describes each type. */
export const EVENT_DESCRIBERS: EventDescribers = DOMAINS.reduce<EventDescribers>((describers, domain) => {
  for (const type of Object.keys(domain.events ?? {})) {
    if (type in describers) throw new Error(`Two domains describe events of type ${type}`);
  }
  return { ...describers, ...domain.events };
}, {});
