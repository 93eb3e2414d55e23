import { ButtonLink, CategoryStrip, FilterBar, ProductGrid, SearchBox, TradeAssurance } from '@rawex/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddToCart } from '../../data/cart';
import { useSavedIds, useToggleSaved } from '../../data/saved';
import { DeferredSelect } from '../../filters/DeferredSelect';
import { vendorRating } from '../../products/vendor-rating';
import * as page from '../../styles/page.css';
import * as styles from './Home.css';
import { LoadFailed } from '../../loading/LoadFailed';
import type { HomeSort } from './home-data';
import { GRID_SIZE, TOP_CATEGORIES, SERVICES, QUICK_ACTIONS, HOME_SORTS, useHomeData } from './home-data';
import { Figures, LinkRow, FeaturedProduce, MarketInsights, TopMultivendors } from './sections';
import { useEstimates } from '../../money/display-currency';

/** The light marketplace home: search, services, categories, featured produce and suppliers. */
export function MarketplaceHome() {
  const navigate = useNavigate();
  const [sort, setSort] = useState<HomeSort>('best');
  const { products, vendors, categories } = useHomeData(sort);
  const addToCart = useAddToCart();
  const savedIds = useSavedIds();
  const { estimateOfPrice } = useEstimates();
  const toggleSaved = useToggleSaved();

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
        <ProductGrid
          estimateOf={estimateOfPrice}
          label="Produce"
          products={products.products}
          loading={products.isLoading}
          skeletonCount={GRID_SIZE}
          onAddToCart={addToCart}
          savedIds={savedIds}
          onToggleSaved={toggleSaved}
          ratingOf={vendorRating}
          headingLevel="h3"
          failed={products.error ? <LoadFailed title="Failed to fetch products" /> : undefined}
        />
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
