import type { SavedProduct } from '@rawex/api/contracts';
import {
  ButtonLink,
  EmptyState,
  formatDate,
  formatPrice,
  Loaded,
  ProductCard,
  Skeleton,
} from '@rawex/ui-kit';
import { useAddToCart } from '../../data/cart';
import { useSavedIds, useSavedProducts, useToggleSaved } from '../../data/saved';
import { LoadFailed } from '../../loading/LoadFailed';
import { LoadMore } from '../../loading/LoadMore';
import { usePageTitle } from '../../navigation/page-title';
import { SignedIn } from '../../navigation/SignedIn';
import { vendorRating } from '../../products/vendor-rating';
import * as page from '../../styles/page.css';
import * as styles from './Saved.css';
import { useEstimates } from '../../money/display-currency';

/** How the price moved since the product was saved: down, up, or not at all. */
function PriceChange({ saved }: { saved: SavedProduct }) {
  const change = Number(saved.priceChange);
  const since = `since ${formatDate(saved.savedAt)}`;
  if (change === 0) return <p className={styles.change}>Same price {since}</p>;
  return (
    <p className={styles.change}>
      <span className={change < 0 ? styles.dropped : styles.rose}>
        {change < 0 ? '↓' : '↑'} {formatPrice(Math.abs(change), saved.product.currency)}
      </span>{' '}
      {since} (was {formatPrice(saved.priceAtSave, saved.product.currency)})
    </p>
  );
}

function SavedList() {
  const list = useSavedProducts(true);
  const savedIds = useSavedIds();
  const toggleSaved = useToggleSaved();
  const addToCart = useAddToCart();
  const { estimateOfPrice } = useEstimates();
  return (
    <>
      <Loaded
        data={list.items}
        failed={list.error ? <LoadFailed title="Failed to fetch your saved products" /> : undefined}
        placeholder={<Skeleton height="20rem" />}
        empty={
          <EmptyState
            title="Nothing saved yet"
            description="Press the heart on a product to keep it here and see how its price moves."
            actions={<ButtonLink href="/products">Browse produce</ButtonLink>}
          />
        }
      >
        {(items) => (
          <ul className={styles.grid} aria-label="Saved products">
            {items.map((saved) => (
              <li key={saved.product.id} className={styles.item}>
                <ProductCard
                  product={saved.product}
                  estimate={estimateOfPrice(saved.product)}
                  rating={vendorRating(saved.product)}
                  onAddToCart={addToCart}
                  saved={savedIds?.has(saved.product.id) ?? true}
                  onToggleSaved={toggleSaved}
                />
                <PriceChange saved={saved} />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <LoadMore list={list} label="Load More Saved Products" />
    </>
  );
}

/** `/saved`: the products the person saved, with how their price moved since. Nobody else sees it. */
export default function Saved() {
  usePageTitle('Saved products');
  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>Saved products</h1>
        <p className={page.subtitle}>What you keep an eye on, and how its price moved since you saved it.</p>
      </header>
      <SignedIn>{() => <SavedList />}</SignedIn>
    </div>
  );
}
