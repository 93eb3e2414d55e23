import {
  incotermWithPlace,
  QUOTE_STATUSES,
  QUOTE_STATUS_LABELS,
  type QuoteStatus,
} from '@rawex/api/contracts/trade-values';
import {
  Badge,
  ButtonLink,
  EmptyState,
  formatPrice,
  formatQuantity,
  formatUnitPrice,
  Loaded,
  RecordCard,
  RecordCardSkeleton,
  RfqCard,
  SearchBox,
  Select,
  Tabs,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useCategories } from '../../data/catalogue';
import { useRfqs, useVendorQuotes, type RfqFilters } from '../../data/trade';
import { LoadFailed } from '../../loading/LoadFailed';
import { LoadMore } from '../../loading/LoadMore';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { useQueryParams } from '../../navigation/use-query-params';
import { quoteStatusLook, rfqCard } from '../../trade/trade-format';
import * as page from '../../styles/page.css';

function RequestList({ filters, label, noneYet }: { filters: RfqFilters; label: string; noneYet: string }) {
  const list = useRfqs(filters);
  return (
    <Loaded
      data={list.items}
      failed={list.error && <LoadFailed title="Failed to load the requests" />}
      placeholder={<RecordCardSkeleton />}
      empty={<EmptyState title="No requests here" description={noneYet} />}
    >
      {(requests) => (
        <>
          <ul className={page.list} aria-label={label}>
            {requests.map((rfq) => (
              <li key={rfq.id}>
                <RfqCard
                  {...rfqCard(rfq, `/vendor/rfqs/${rfq.id}`, 'supplier')}
                  action={
                    rfq.acceptingQuotes ? (
                      <ButtonLink
                        size="small"
                        href={`/vendor/rfqs/${rfq.id}`}
                        aria-label={`Quote on ${rfq.title}`}
                      >
                        Quote
                      </ButtonLink>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMore list={list} label="Load more requests" />
        </>
      )}
    </Loaded>
  );
}

function OpenRequests() {
  const query = useQueryParams();
  const { categories } = useCategories();
  const categoryId = query.text('categoryId');
  const sort = query.text('sort') === 'closing' ? 'closing' : 'newest';
  const search = query.text('search');
  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...(categories ?? []).map((category) => ({ value: String(category.id), label: category.name })),
  ];
  return (
    <div className={page.section}>
      <div className={page.toolbar}>
        <div className={page.grow}>
          <SearchBox
            placeholder="Search requests..."
            defaultValue={search}
            onSearch={(text) => query.update({ search: text })}
            onClear={() => query.update({ search: '' })}
          />
        </div>
        <Select
          label="Category"
          hideLabel
          options={categoryOptions}
          value={categoryId}
          onChange={(value) => query.update({ categoryId: value })}
        />
        <Select
          label="Sort"
          hideLabel
          options={[
            { value: 'newest', label: 'Newest first' },
            { value: 'closing', label: 'Closing soonest' },
          ]}
          value={sort}
          onChange={(value) => query.update({ sort: value === 'newest' ? '' : value })}
        />
      </div>
      <RequestList
        filters={{
          scope: 'open',
          sort,
          ...(categoryId ? { categoryId: Number(categoryId) } : {}),
          ...(search ? { search } : {}),
        }}
        label="Open requests"
        noneYet={
          search || categoryId ? 'Try other words or another category.' : 'No buyer is asking right now.'
        }
      />
    </div>
  );
}

const STATUS_OPTIONS = [
  { value: '', label: 'Every state' },
  ...QUOTE_STATUSES.map((status) => ({ value: status, label: QUOTE_STATUS_LABELS[status] })),
];

function MyQuotes() {
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  const list = useVendorQuotes(status || undefined);
  return (
    <div className={page.section}>
      <div className={page.toolbar}>
        <Select
          label="State"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(value as QuoteStatus | '')}
        />
      </div>
      <Loaded
        data={list.items}
        failed={list.error && <LoadFailed title="Failed to load your quotes" />}
        placeholder={<RecordCardSkeleton />}
        empty={
          <EmptyState
            title="No quotes here"
            description="Quote on an open request to compete for the order."
          />
        }
      >
        {(quotes) => (
          <>
            <ul className={page.list} aria-label="Your quotes">
              {quotes.map((quote) => {
                const look = quoteStatusLook(quote.status);
                return (
                  <li key={quote.id}>
                    <RecordCard
                      title={quote.rfq.title}
                      subtitle={quote.product.name}
                      badges={<Badge tone={look.tone}>{look.label}</Badge>}
                      fields={[
                        {
                          label: 'Unit price',
                          value: formatUnitPrice(quote.unitPrice, quote.currency, quote.product.unit),
                        },
                        { label: 'Quantity', value: formatQuantity(quote.quantity, quote.product.unit) },
                        { label: 'Total', value: formatPrice(quote.totalPrice, quote.currency) },
                        {
                          label: 'Terms',
                          value: `${incotermWithPlace(quote.incoterm, quote.incotermPlace)}, ${quote.leadTimeDays} days`,
                        },
                      ]}
                      actions={
                        <ButtonLink size="small" tone="secondary" href={`/vendor/rfqs/${quote.rfqId}`}>
                          Open request
                        </ButtonLink>
                      }
                    />
                  </li>
                );
              })}
            </ul>
            <LoadMore list={list} label="Load more quotes" />
          </>
        )}
      </Loaded>
    </div>
  );
}

/** A supplier's requests for quotation: the open ones to answer, the ones addressed to it, its quotes. */
export default function VendorRfqs() {
  usePageTitle('Quote Requests');
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Quote Requests</h1>
        <p className={page.subtitle}>
          Buyers ask for a price; quote on what you sell and compete for the order.
        </p>
      </header>
      <SignedIn role="vendor">
        {() => (
          <Tabs.Root defaultValue="open">
            <Tabs.List aria-label="Quote requests">
              <Tabs.Trigger value="open">Open requests</Tabs.Trigger>
              <Tabs.Trigger value="direct">Addressed to you</Tabs.Trigger>
              <Tabs.Trigger value="quotes">Your quotes</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="open">
              <OpenRequests />
            </Tabs.Content>
            <Tabs.Content value="direct">
              <RequestList
                filters={{ scope: 'direct' }}
                label="Requests addressed to you"
                noneYet="Buyers who ask you alone, from your profile's Request Quote, show here."
              />
            </Tabs.Content>
            <Tabs.Content value="quotes">
              <MyQuotes />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </SignedIn>
    </div>
  );
}
