import type { Product } from '@rawex/api/contracts';
import { ButtonLink, formatPrice, Link, StatCard, VendorCard, VendorCardSkeleton } from '@rawex/ui-kit';
import type { useTopVendors } from '../../data/catalogue';
import { TOP_VENDORS } from '../../data/catalogue';
import { listingGrowth, useMarketSummary } from '../../data/market';
import * as page from '../../styles/page.css';
import * as styles from './Home.css';
import { FEATURED_COUNT } from './home-data';

/** The sections both home layouts are made of. */

export interface FiguresProps {
  products: number | undefined;
  vendors: number | undefined;
  categories: number | undefined;
}

export function Figures({ products, vendors, categories }: FiguresProps) {
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

export function LinkRow({ label, links }: { label: string; links: { label: string; href: string }[] }) {
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

export function FeaturedProduce({ products }: { products: Product[] | undefined }) {
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
              <span className={styles.price}>{formatPrice(product.price, product.currency)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The catalogue's growth over the last 30 days, counted by the API. */
export function MarketInsights() {
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

export function TopMultivendors({ vendors }: ReturnType<typeof useTopVendors>) {
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
