import type { Product } from '@rawex/api/contracts';
import { ButtonLink, formatPrice, Link, Loaded, perUnitLabel } from '@rawex/ui-kit';
import { useProductPage } from '../../data/catalogue';
import * as page from '../../styles/page.css';
import * as styles from './Home.css';
import { LoadFailed } from '../../loading/LoadFailed';
import { TOP_CATEGORIES, SERVICES, QUICK_ACTIONS, useHomeData } from './home-data';
import { Figures, LinkRow, FeaturedProduce, MarketInsights, TopMultivendors } from './sections';

/** The dark trading floor: the board of verified suppliers' produce, with its figures. */
export function TradingHome() {
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
          <Loaded
            data={products.products}
            failed={products.error ? <LoadFailed title="Failed to fetch products" /> : undefined}
            placeholder={<MarketBoard products={[]} loading />}
          >
            {(shown) => <MarketBoard products={shown} loading={false} />}
          </Loaded>
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

/** The board's table of products, its header drawn while they load. */
function MarketBoard({ products, loading }: { products: Product[]; loading: boolean }) {
  return (
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
          {products.map((product) => (
            <tr key={product.id}>
              <td className={styles.nameCell}>
                <Link href={`/products/${product.id}`}>{product.name}</Link>
              </td>
              <td className={styles.numeric}>
                {formatPrice(product.price, product.currency)}
                <span className={styles.unitLine}>{perUnitLabel(product.unit)}</span>
              </td>
              <td className={styles.numeric}>{product.minimumOrder.toLocaleString('en-US')}</td>
              <td className={styles.numeric}>{product.availableQuantity.toLocaleString('en-US')}</td>
              <td className={styles.nameCell}>{product.vendor.companyName ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {loading && <p className={page.muted}>Loading the market…</p>}
    </div>
  );
}
