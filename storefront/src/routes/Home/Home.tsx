import type { Product } from '@rawex/api/contracts';
import {
  ButtonLink,
  CategoryStrip,
  FilterBar,
  formatPrice,
  Link,
  perUnitLabel,
  ProductGrid,
  SearchBox,
  StatCard,
  TradeAssurance,
  VendorCard,
  VendorCardSkeleton,
} from '@rawex/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useCategories,
  useProductPage,
  useTopVendors,
  TOP_VENDORS,
  type ProductSort,
} from '../../data/catalogue';
import { useAddToCart } from '../../data/cart';
import { listingGrowth, useMarketSummary } from '../../data/market';
import { DeferredSelect } from '../../filters/DeferredSelect';
import { useLayout } from '../../shell/Layout';
import { usePageTitle } from '../../routing/page-title';
import { supplierRating } from '../../products/supplier-rating';
import * as page from '../page.css';
import * as styles from './Home.css';
import { LoadFailed } from '../../loading/LoadFailed';

const GRID_SIZE = 12;
const FEATURED_COUNT = 6;
const TOP_CATEGORIES = 8;

const SERVICES = [
  { label: 'Escrow', href: '/escrow' },
  { label: 'Auctions', href: '/auction' },
  { label: 'Hedging', href: '/hedging' },
  { label: 'Multivendors', href: '/vendors' },
  { label: 'Omnichannel', href: '/omnichannel' },
  { label: 'Barter', href: '/barter' },
  { label: 'Crypto', href: '/crypto' },
  { label: 'Multichannels', href: '/multichannel' },
  { label: 'Blockchain', href: '/blockchain' },
];

const QUICK_ACTIONS = [
  { label: 'Quick Buy', href: '/products?quick=true' },
  { label: 'Market Trends', href: '/analytics' },
  { label: 'Search', href: '/products' },
  // The spec's entry points: BUYING to the product list, SELLING to the vendor dashboard.
  { label: 'BUYING', href: '/products' },
  { label: 'SELLING', href: '/vendor-dashboard' },
];

type HomeSort = 'best' | 'price_asc' | 'price_desc' | 'rating';

const HOME_SORTS: { value: HomeSort; label: string }[] = [
  { value: 'best', label: 'Best Match' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Supplier Rating' },
];

const apiSort: Record<HomeSort, ProductSort> = {
  best: 'relevance',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  rating: 'rating',
};

/** The home page's reads; the trading board shows verified suppliers' products only. */
function useHomeData(sort: HomeSort = 'best', { verifiedOnly = false } = {}) {
  const products = useProductPage({
    limit: GRID_SIZE,
    sort: apiSort[sort],
    ...(verifiedOnly ? { verified: 'true' } : {}),
  });
  const vendors = useTopVendors();
  const categories = useCategories();
  return { products, vendors, categories };
}

interface FiguresProps {
  products: number | undefined;
  vendors: number | undefined;
  categories: number | undefined;
}

function Figures({ products, vendors, categories }: FiguresProps) {
  const shown = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en-US'));
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>Products</dt>
        <dd className={styles.figureValue}>{shown(products)}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>Multivendors</dt>
        <dd className={styles.figureValue}>{shown(vendors)}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>Categories</dt>
        <dd className={styles.figureValue}>{shown(categories)}</dd>
      </div>
    </dl>
  );
}

function LinkRow({ label, links }: { label: string; links: { label: string; href: string }[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.label}>
            <ButtonLink tone="secondary" size="small" href={link.href}>
              {link.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FeaturedProduce({ products }: { products: Product[] | undefined }) {
  return (
    <section className={page.section} aria-labelledby="featured-heading">
      <h2 id="featured-heading" className={page.sectionTitle}>
        Featured Produce
      </h2>
      <ul className={styles.featured}>
        {products?.slice(0, FEATURED_COUNT).map((product) => (
          <li key={product.id}>
            <Link className={styles.featuredLink} href={`/products/${product.id}`}>
              <span>{product.name}</span>
              <span className={styles.price}>{formatPrice(product.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The catalogue's growth over the last 30 days, counted by the API. */
function MarketInsights() {
  const { summary, error } = useMarketSummary();
  return (
    <StatCard
      label="Market insights"
      value={summary ? listingGrowth(summary) : error ? 'Not available' : undefined}
      loading={!summary && !error}
      hint="Active listings, last 30 days"
    />
  );
}

function TopMultivendors({ vendors }: ReturnType<typeof useTopVendors>) {
  return (
    <section className={page.section} aria-labelledby="vendors-heading">
      <div className={page.headerRow}>
        <h2 id="vendors-heading" className={page.sectionTitle}>
          Top Multivendors
        </h2>
        <Link href="/vendors">View all</Link>
      </div>
      <div className={page.cards}>
        {vendors
          ? vendors.map((vendor) => <VendorCard key={vendor.id} vendor={vendor} />)
          : Array.from({ length: TOP_VENDORS }, (_, index) => <VendorCardSkeleton key={index} />)}
      </div>
    </section>
  );
}

/** The light marketplace: hero, services, categories, the product grid, suppliers, insights. */
function MarketplaceHome() {
  const navigate = useNavigate();
  const [sort, setSort] = useState<HomeSort>('best');
  const { products, vendors, categories } = useHomeData(sort);
  const addToCart = useAddToCart();

  return (
    <div className={page.stack}>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <p className={styles.tagline}>Global Raw Materials Trading Platform</p>
        <h1 id="hero-heading" className={styles.heroTitle}>
          Source raw materials in bulk from verified suppliers
        </h1>
        <div className={styles.search}>
          <SearchBox
            action="/products"
            onSearch={(text) => navigate(`/products?search=${encodeURIComponent(text)}`)}
          />
        </div>
        <Figures
          products={products.total}
          vendors={vendors.total}
          categories={categories.categories?.length}
        />
      </section>
      <LinkRow label="Services" links={SERVICES} />
      <LinkRow label="Quick actions" links={QUICK_ACTIONS} />
      <section className={page.section} aria-labelledby="categories-heading">
        <h2 id="categories-heading" className={page.sectionTitle}>
          Categories
        </h2>
        <CategoryStrip
          categories={categories.categories}
          loading={categories.isLoading}
          limit={TOP_CATEGORIES}
        />
      </section>
      <section className={page.section} aria-labelledby="produce-heading">
        <h2 id="produce-heading" className={page.sectionTitle}>
          Produce
        </h2>
        <FilterBar>
          <DeferredSelect label="Sort by" options={HOME_SORTS} value={sort} onChange={setSort} />
        </FilterBar>
        {products.error ? (
          <LoadFailed title="Failed to fetch products" />
        ) : (
          <ProductGrid
            label="Produce"
            products={products.products}
            loading={products.isLoading}
            skeletonCount={GRID_SIZE}
            onAddToCart={addToCart}
            ratingOf={supplierRating}
            headingLevel="h3"
          />
        )}
        <div className={page.center}>
          <ButtonLink tone="secondary" href="/products">
            Load More Products
          </ButtonLink>
        </div>
      </section>
      <FeaturedProduce products={products.products} />
      <TopMultivendors {...vendors} />
      <div className={page.tiles}>
        <MarketInsights />
      </div>
      <TradeAssurance />
    </div>
  );
}

/** The dark trading layout: a market board of the same catalogue. */
function TradingHome() {
  const { products, vendors, categories } = useHomeData('best', { verifiedOnly: true });
  // The board lists verified suppliers' products; the figure counts the whole catalogue, as the top bar does.
  const catalogue = useProductPage({ limit: 1 });
  const topLevel = categories.categories
    ?.filter((category) => category.parentId === null)
    .slice(0, TOP_CATEGORIES);
  return (
    <div className={page.stack}>
      <div className={page.pageHeader}>
        <p className={styles.tagline}>Global Raw Materials Trading Platform</p>
        <h1 className={page.title}>Trading floor</h1>
        <Figures
          products={catalogue.total}
          vendors={vendors.total}
          categories={categories.categories?.length}
        />
      </div>
      <LinkRow label="Quick actions" links={QUICK_ACTIONS} />
      <div className={page.twoColumns}>
        <section className={page.panel} aria-labelledby="board-heading">
          <h2 id="board-heading" className={page.sectionTitle}>
            Market board
          </h2>
          {products.error ? (
            <LoadFailed title="Failed to fetch products" />
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th className={styles.cell}>Produce</th>
                    <th className={styles.numeric}>Price</th>
                    <th className={styles.numeric}>Min. order</th>
                    <th className={styles.numeric}>Available</th>
                    <th className={styles.cell}>Supplier</th>
                  </tr>
                </thead>
                <tbody>
                  {(products.products ?? []).map((product) => (
                    <tr key={product.id}>
                      <td className={styles.nameCell}>
                        <Link href={`/products/${product.id}`}>{product.name}</Link>
                      </td>
                      <td className={styles.numeric}>
                        {formatPrice(product.price)}
                        <span className={styles.unitLine}>{perUnitLabel(product.unit)}</span>
                      </td>
                      <td className={styles.numeric}>{product.minimumOrder.toLocaleString('en-US')}</td>
                      <td className={styles.numeric}>{product.availableQuantity.toLocaleString('en-US')}</td>
                      <td className={styles.nameCell}>{product.vendor.companyName ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {products.isLoading && <p className={page.muted}>Loading the market…</p>}
            </div>
          )}
        </section>
        <div className={page.stack}>
          <MarketInsights />
          <section className={page.panel} aria-labelledby="sectors-heading">
            <h2 id="sectors-heading" className={page.sectionTitle}>
              Sectors
            </h2>
            <ul className={styles.chips}>
              {topLevel?.map((category) => (
                <li key={category.id}>
                  <ButtonLink tone="secondary" size="small" href={`/products?category=${category.slug}`}>
                    {category.name}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </section>
          <LinkRow label="Services" links={SERVICES} />
        </div>
      </div>
      <FeaturedProduce products={products.products} />
      <TopMultivendors {...vendors} />
    </div>
  );
}

export default function Home() {
  usePageTitle(undefined);
  const { trading } = useLayout();
  return trading ? <TradingHome /> : <MarketplaceHome />;
}
