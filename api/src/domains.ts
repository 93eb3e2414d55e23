import { accountsModule } from './accounts/accounts.module.ts';
import { auctionsModule } from './auctions/auctions.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { catalogueModule } from './catalogue/catalogue.module.ts';
import { companiesModule } from './companies/companies.module.ts';
import { currenciesModule } from './currencies/currencies.module.ts';
import { keysModule } from './keys/keys.module.ts';
import { blockchainModule } from './blockchain/blockchain.module.ts';
import { mediaModule } from './media/media.module.ts';
import type { EventDescribers } from './notifications/index.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { ordersModule } from './orders/orders.module.ts';
import { paymentsModule } from './payments/payments.module.ts';
import { personalModule } from './personal/personal.module.ts';
import { purchasingModule } from './purchasing/purchasing.module.ts';
import type { Migration, Routine } from './platform/database/migrate.ts';
import { databaseErrorMapper, type ConstraintMessages } from './platform/errors/index.ts';
import type { RouteDefinition } from './platform/http/route.ts';
import type { OpenApiTag } from './platform/openapi/document.ts';
import type { AnyJobDefinition } from './platform/jobs/job-queue.ts';
import { settlementModule } from './settlement/settlement.module.ts';
import { shipmentsModule } from './shipments/shipments.module.ts';
import { tradeModule } from './trade/trade.module.ts';
import { webhooksModule } from './webhooks/webhooks.module.ts';

/** What a domain brings to the app: each declares it in its `*.module.ts`. */
export interface DomainModule {
  /** Its migrations: the changes of its tables. */
  migrations?: readonly Migration[];
  /** Its /api operations. */
  routes?: readonly RouteDefinition[];
  /** Its background jobs. */
  jobs?: readonly AnyJobDefinition[];
  /** Who describes what each type of event it records brings about. */
  events?: EventDescribers;
  /** Its database functions, applied after the migrations. */
  routines?: readonly Routine[];
  /** What its tables' named constraints mean to a person. */
  constraints?: ConstraintMessages;
  /** The groups its operations are listed under in the OpenAPI document. */
  tags?: readonly OpenApiTag[];
}

/** Every domain, in the order their routes are matched and listed in the OpenAPI document. */
export const DOMAINS: readonly DomainModule[] = [
  accountsModule,
  personalModule,
  catalogueModule,
  ordersModule,
  shipmentsModule,
  currenciesModule,
  paymentsModule,
  settlementModule,
  tradeModule,
  auctionsModule,
  companiesModule,
  purchasingModule,
  mediaModule,
  keysModule,
  notificationsModule,
  webhooksModule,
  blockchainModule,
  auditModule,
];

export const DOMAIN_ROUTES = DOMAINS.flatMap((domain) => domain.routes ?? []);
export const DOMAIN_JOBS = DOMAINS.flatMap((domain) => domain.jobs ?? []);
export const DOMAIN_MIGRATIONS = DOMAINS.flatMap((domain) => domain.migrations ?? []);
export const DOMAIN_ROUTINES = DOMAINS.flatMap((domain) => domain.routines ?? []);
export const DOMAIN_TAGS = DOMAINS.flatMap((domain) => domain.tags ?? []);

/** Every domain's entries of one kind, by name: one domain brings each name. */
function gathered<T>(
  kind: string,
  entriesOf: (domain: DomainModule) => Readonly<Record<string, T>> | undefined,
) {
  return DOMAINS.reduce<Record<string, T>>((all, domain) => {
    const entries = entriesOf(domain) ?? {};
    for (const name of Object.keys(entries)) {
      if (name in all) throw new Error(`Two domains bring the ${kind} ${name}`);
    }
    return { ...all, ...entries };
  }, {});
}

/** Every domain's event describers, by event type. */
export const EVENT_DESCRIBERS: EventDescribers = gathered('event describer', (domain) => domain.events);

/** Maps a database error to a problem, with every domain's constraint messages. */
export const mapDatabaseError = databaseErrorMapper(gathered('constraint', (domain) => domain.constraints));
