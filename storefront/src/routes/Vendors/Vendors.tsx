import { EmptyState, Loaded, StatCard, VendorCard, VendorCardSkeleton } from '@rawex/ui-kit';
import { DeferredSelect } from '../../filters/DeferredSelect';
import { responseRateText } from '../../trade/trade-format';
import { useVendorSearch, type VendorSort } from '../../data/catalogue';
import { useMarketSummary } from '../../data/market';
import { LoadMore } from '../../loading/LoadMore';
import { usePageTitle } from '../../navigation/page-title';
import { useQueryParams } from '../../navigation/use-query-params';
import * as page from '../../styles/page.css';
import { LoadFailed } from '../../loading/LoadFailed';
import { QuerySearch } from '../../filters/QuerySearch';

const SKELETONS = 8;

const VENDOR_SORTS: { value: VendorSort; label: string }[] = [
  { value: 'rating', label: 'Highest Rated' },
  { value: 'products', label: 'Most Products' },
  { value: 'name', label: 'Name A-Z' },
  { value: 'location', label: 'Location' },
];

export default function Vendors() {
  usePageTitle('Multivendors');
  const query = useQueryParams();
  const search = query.text('search');
  const sort = VENDOR_SORTS.find((option) => option.value === query.params.get('sort'))?.value ?? 'rating';
  const list = useVendorSearch({ search: search || undefined, sort, verified: 'true' });
  const { summary, error: summaryError } = useMarketSummary();
  const { items: vendors, total, error, isLoading } = list;

  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Multivendors</h1>
        <p className={page.subtitle}>Verified suppliers of raw materials from around the world.</p>
      </header>
      <div className={page.tiles}>
        <StatCard label="Multivendors" value={total?.toLocaleString('en-US')} loading={isLoading} />
        <StatCard
          label="Countries"
          value={summaryError ? 'Not available' : summary?.supplierCountries.toLocaleString('en-US')}
          loading={!summary && !summaryError}
        />
        <StatCard
          label="Average rating"
          value={summaryError ? 'Not available' : (summary?.supplierRating ?? 'Not rated yet')}
          hint={summary && `${summary.ratedSuppliers.toLocaleString('en-US')} rated suppliers`}
          loading={!summary && !summaryError}
        />
      </div>
      <div className={page.toolbar}>
        <div className={page.grow}>
          <QuerySearch query={query} placeholder="Search by company, username or location..." />
        </div>
        <DeferredSelect
          label="Sort by"
          hideLabel
          options={VENDOR_SORTS}
          value={sort}
          onChange={(value) => query.update({ sort: value })}
        />
      </div>
      <Loaded
        data={vendors}
        failed={error ? <LoadFailed title="Failed to fetch multivendors" /> : undefined}
        placeholder={
          <div className={page.cards} aria-busy>
            {Array.from({ length: SKELETONS }, (_, index) => (
              <VendorCardSkeleton key={index} />
            ))}
          </div>
        }
        empty={
          <EmptyState
            title="No multivendors found"
            description={search ? `Nobody matches “${search}”.` : undefined}
          />
        }
      >
        {(shown) => (
          <div className={page.cards} aria-busy={isLoading}>
            {shown.map((vendor) => (
              <VendorCard
                key={vendor.id}
                vendor={vendor}
                headingLevel="h2"
                responsiveness={responseRateText(vendor.responseRate)}
              />
            ))}
          </div>
        )}
      </Loaded>
      <LoadMore list={list} label="Load More Multivendors" />
    </div>
  );
}
