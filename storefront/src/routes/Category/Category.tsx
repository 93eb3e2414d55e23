import type { CategoryStatistics } from '@rawex/api/contracts';
import {
  Breadcrumbs,
  Button,
  ButtonLink,
  EmptyState,
  Loaded,
  ProductGrid,
  SortSelect,
  type Crumb,
  CategoryStats,
} from '@rawex/ui-kit';
import { useNavigate, useParams } from 'react-router-dom';
import {
  useCategories,
  useCategoryStatistics,
  useProductSearch,
  type ProductSort,
} from '../../data/catalogue';
import { useAddToCart } from '../../data/cart';
import { useSavedIds, useToggleSaved } from '../../data/saved';
import { usePageTitle } from '../../navigation/page-title';
import { useNotFound } from '../../server-rendering/server-render';
import { useQueryParams } from '../../navigation/use-query-params';
import { vendorRating } from '../../products/vendor-rating';
import { LoadMore } from '../../loading/LoadMore';
import * as page from '../../styles/page.css';
import { LoadFailed } from '../../loading/LoadFailed';
import { QuerySearch } from '../../filters/QuerySearch';
import { useEstimates } from '../../money/display-currency';

const SKELETONS = 8;

const CATEGORY_SORTS: { value: ProductSort; label: string }[] = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price_asc', label: 'Price low to high' },
  { value: 'price_desc', label: 'Price high to low' },
  { value: 'quantity', label: 'Available Quantity' },
];

export default function CategoryPage() {
  const { slug } = useParams();
  const { statistics, error } = useCategoryStatistics(slug);
  usePageTitle(statistics?.category.name ?? 'Category');
  const notFound = useNotFound(error);
  return (
    <Loaded
      data={statistics}
      failed={
        notFound ? (
          <EmptyState
            title="Category Not Found"
            description="The category you are looking for does not exist."
            actions={<ButtonLink href="/">Back to Home</ButtonLink>}
          />
        ) : (
          error && <LoadFailed title="Failed to fetch products" />
        )
      }
      placeholder={<CategoryView slug={slug} />}
    >
      {(statistics) => <CategoryView slug={slug} statistics={statistics} />}
    </Loaded>
  );
}

/** The category's products; while its name and figures are on their way, they show as loading. */
function CategoryView({ slug, statistics }: { slug: string | undefined; statistics?: CategoryStatistics }) {
  const query = useQueryParams();
  const navigate = useNavigate();
  const { estimateOfPrice } = useEstimates();
  const search = query.text('search');
  const sort = (CATEGORY_SORTS.find((option) => option.value === query.params.get('sort'))?.value ??
    'name') as ProductSort;
  const { categories } = useCategories();
  const category = statistics?.category;
  const parent = category?.parentId
    ? categories?.find((candidate) => candidate.id === category.parentId)
    : undefined;
  const result = useProductSearch({ category: slug, search: search || undefined, sort });
  const addToCart = useAddToCart();
  const savedIds = useSavedIds();
  const toggleSaved = useToggleSaved();

  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  if (parent) crumbs.push({ label: parent.name, href: `/category/${parent.slug}` });
  crumbs.push({ label: category?.name ?? '…' });

  const empty = search ? (
    <EmptyState
      title={`No products match “${search}” in ${category?.name ?? 'this category'}`}
      actions={
        <Button tone="secondary" onClick={() => query.update({ search: '' })}>
          Clear Search
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={`No products are currently available in ${category?.name ?? 'this category'}`}
      actions={<ButtonLink href="/products">Browse Products</ButtonLink>}
    />
  );

  return (
    <div className={page.stack}>
      <Breadcrumbs items={crumbs} onBack={() => navigate(-1)} />
      <header className={page.pageHeader}>
        <h1 className={page.title}>{category?.name ?? 'Category'}</h1>
        {category?.description && <p className={page.subtitle}>{category.description}</p>}
        <p className={page.muted} aria-live="polite">
          {result.total === undefined
            ? 'Counting products…'
            : `${result.total.toLocaleString('en-US')} products`}
        </p>
      </header>
      <div className={page.twoColumns}>
        <div className={page.stack}>
          <div className={page.toolbar}>
            <div className={page.grow}>
              <QuerySearch query={query} placeholder={`Search in ${category?.name ?? 'this category'}...`} />
            </div>
            <SortSelect
              label="Sort by"
              hideLabel
              options={CATEGORY_SORTS}
              value={sort}
              onChange={(value) => query.update({ sort: value })}
            />
          </div>
          <ProductGrid
            estimateOf={estimateOfPrice}
            label={category?.name ?? 'Products'}
            products={result.items}
            loading={!category || result.isLoading}
            skeletonCount={SKELETONS}
            empty={empty}
            onAddToCart={addToCart}
            savedIds={savedIds}
            onToggleSaved={toggleSaved}
            ratingOf={vendorRating}
            headingLevel="h2"
            failed={result.error ? <LoadFailed title="Failed to fetch products" /> : undefined}
          />
          <LoadMore list={result} label="Load More Products" />
        </div>
        <CategoryStats stats={statistics} loading={!statistics} />
      </div>
    </div>
  );
}
