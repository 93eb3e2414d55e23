import { SAVED_SEARCH_NAME_LENGTH, type Category, REFERENCE_CURRENCY } from '@rawex/api/contracts';
import { PRODUCT_FACETS, type ProductFacet } from '@rawex/api/contracts/product-attribute-values';
import {
  Button,
  ButtonLink,
  DEFAULT_PRICE_RANGE,
  EmptyState,
  FacetFilters,
  FilterBar,
  PRICE_RANGE,
  ProductGrid,
  SearchBox,
  type MobileFilters,
  type PriceRange,
} from '@rawex/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  useCategories,
  useCertificationNames,
  useFacets,
  useProductSearch,
  type ProductFilters,
  type ProductSort,
} from '../../data/catalogue';
import { facetGroups } from '../../products/product-attributes';
import * as styles from './Products.css';
import { useAddToCart } from '../../data/cart';
import { useSavedIds, useToggleSaved } from '../../data/saved';
import { useSavedSearchActions } from '../../data/saved-searches';
import { useSession } from '../../data/session';
import { searchSummary } from '../../products/search-summary';
import { notify } from '../../notices/notify';
import { compareAddress, toggleCompared, useComparedIds } from '../../data/compare';
import { DeferredSelect } from '../../filters/DeferredSelect';
import { usePageTitle } from '../../navigation/page-title';
import { useQueryParams } from '../../navigation/use-query-params';
import { vendorRating } from '../../products/vendor-rating';
import { usePhone } from '../../hooks/use-phone';
import { LoadMore } from '../../loading/LoadMore';
import { signInAddress } from '../../navigation/next-path';
import * as page from '../../styles/page.css';
import { LoadFailed } from '../../loading/LoadFailed';
import { useEstimates } from '../../money/display-currency';

// Opened on Save Search only: the dialog's code (Ark's dialog, its focus trap) is fetched then.
const SearchNameDialog = lazy(() =>
  import('../../products/SearchNameDialog').then(({ SearchNameDialog }) => ({ default: SearchNameDialog })),
);

const FilterPanel = lazy(() => import('./FilterPanel'));

const SKELETONS_DESKTOP = 8;
const SKELETONS_PHONE = 6;

const DESKTOP_SORTS: { value: ProductSort; label: string }[] = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
];

const PHONE_SORTS: { value: ProductSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'newest', label: 'Newest First' },
];

const SORT_VALUES = new Set<string>([...DESKTOP_SORTS, ...PHONE_SORTS].map((option) => option.value));

/** The filters a catalogue address holds. */
function catalogueQuery(params: URLSearchParams) {
  const number = (name: string) => {
    const value = Number(params.get(name));
    return params.has(name) && Number.isFinite(value) ? value : undefined;
  };
  const sortParam = params.get('sort') ?? '';
  return {
    search: params.get('search')?.trim() ?? '',
    category: params.get('category') ?? '',
    sort: SORT_VALUES.has(sortParam) ? sortParam : '',
    priceRange: [number('minPrice') ?? PRICE_RANGE.min, number('maxPrice') ?? PRICE_RANGE.max] as PriceRange,
    /** The currency the price bounds are in: the address keeps it with them. */
    priceCurrency: params.get('priceCurrency') ?? REFERENCE_CURRENCY,
    facets: chosenFacets(params),
  };
}

/** The facet values an address chooses: comma lists of codes, each grade a parameter of its own. */
function chosenFacets(params: URLSearchParams): Record<ProductFacet, string[]> {
  return Object.fromEntries(
    PRODUCT_FACETS.map((facet) => [
      facet,
      facet === 'grade' ? params.getAll(facet) : (params.get(facet)?.split(',').filter(Boolean) ?? []),
    ]),
  ) as Record<ProductFacet, string[]>;
}

/** The given facets' values as the address (and the API) writes them; a facet left out stays as it is. */
function facetParams(facets: Partial<Record<string, readonly string[]>>) {
  return Object.fromEntries(
    PRODUCT_FACETS.flatMap((facet) => {
      const values = facets[facet];
      if (values === undefined) return [];
      return [[facet, facet === 'grade' ? values : values.join(',')]];
    }),
  ) as Partial<Record<ProductFacet, string | readonly string[]>>;
}

/** What the API is asked for: the price range's top meaning "and above"; the best match first. */
function serverFilters(query: ReturnType<typeof catalogueQuery>): ProductFilters {
  const minPrice = query.priceRange[0] > PRICE_RANGE.min ? query.priceRange[0] : undefined;
  const maxPrice = query.priceRange[1] < PRICE_RANGE.max ? query.priceRange[1] : undefined;
  const bounded = minPrice !== undefined || maxPrice !== undefined;
  return {
    search: query.search || undefined,
    category: query.category || undefined,
    sort: (query.sort || 'relevance') as ProductSort,
    minPrice,
    maxPrice,
    priceCurrency: bounded ? query.priceCurrency : undefined,
    originCountry: query.facets.originCountry.join(',') || undefined,
    certifications: query.facets.certifications.join(',') || undefined,
    incoterms: query.facets.incoterms.join(',') || undefined,
    grade: query.facets.grade.length > 0 ? query.facets.grade : undefined,
  };
}

/** The filters as the product list's query string: what a saved search's name is drawn from. */
function filtersQuery({ sort: _order, ...filters }: ProductFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(name, String(one));
  }
  return params.toString();
}

/** Save Search: asks a name for the filters shown, or sends a visitor to sign in first and back. */
function SaveSearch({ filters, defaultName }: { filters: ProductFilters; defaultName: string }) {
  const { known } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { save } = useSavedSearchActions();
  const [naming, setNaming] = useState(false);
  const start = async () => {
    if (await known()) setNaming(true);
    else navigate(signInAddress(`${location.pathname}${location.search}`));
  };
  return (
    <>
      <Button tone="secondary" onClick={() => void start()}>
        Save Search
      </Button>
      {naming && (
        <Suspense fallback={null}>
          <SearchNameDialog
            title="Save this search"
            description="When a product matching it is listed or gets cheaper, you are told here and by email, at most once a day."
            submitLabel="Save Search"
            defaultName={defaultName}
            onOpenChange={setNaming}
            onSubmit={async (name) => {
              await save(name, filters);
              setNaming(false);
              notify({
                title: 'Search saved',
                description: `You will be told of new matches for “${name}”. Manage it under Saved Searches.`,
                type: 'success',
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The URL holds every filter, so a result can be shared, bookmarked and reached with Back. */
function useCatalogueQuery() {
  const { params, update, clear } = useQueryParams({ keepHistory: true });
  return {
    ...catalogueQuery(params),
    update: (
      changes: Partial<
        Record<'search' | 'category' | 'sort' | 'minPrice' | 'maxPrice' | 'priceCurrency', string>
      > &
        Partial<Record<ProductFacet, string | readonly string[]>>,
    ) => update(changes as Record<string, string | readonly string[]>),
    clear,
  };
}

function categoryOptions(categories: Category[] | undefined) {
  const byParent = (parentId: number | null) => (categories ?? []).filter((c) => c.parentId === parentId);
  return [
    { value: '', label: 'All Categories' },
    ...byParent(null).flatMap((parent) => [
      { value: parent.slug, label: parent.name },
      ...byParent(parent.id).map((child) => ({ value: child.slug, label: `${parent.name} › ${child.name}` })),
    ]),
  ];
}

export default function Products() {
  const query = useCatalogueQuery();
  const phone = usePhone();
  const { categories } = useCategories();
  const category = categories?.find((candidate) => candidate.slug === query.category);
  const unknownCategory = Boolean(query.category) && categories !== undefined && !category;
  const [sheetOpen, setSheetOpen] = useState(false);
  // The sheet's code loads when Filter is first pressed.
  const [sheetOpened, setSheetOpened] = useState(false);
  const addToCart = useAddToCart();
  const savedIds = useSavedIds();
  const toggleSaved = useToggleSaved();
  const comparedIds = useComparedIds();
  const { estimateOfPrice, comparable, currency: displayCurrency } = useEstimates();
  const filters = serverFilters(query);
  const result = useProductSearch(filters);
  const { facets } = useFacets(filters);
  const certificationNames = useCertificationNames();
  const groups = facetGroups(facets, certificationNames);

  const title = phone ? (query.search ? `Results for ${query.search}` : 'Products') : 'Produce';
  usePageTitle(title);
  const facetsChosen = PRODUCT_FACETS.some((facet) => query.facets[facet].length > 0);
  const priceFiltered =
    query.priceRange[0] !== DEFAULT_PRICE_RANGE[0] || query.priceRange[1] !== DEFAULT_PRICE_RANGE[1];
  const narrowed = Boolean(query.search || query.category || facetsChosen || priceFiltered);
  const filtersActive = narrowed || Boolean(query.sort);

  // Bounds chosen stay in their currency; new ones are in the display currency when it has rates.
  const boundsCurrency = priceFiltered
    ? query.priceCurrency
    : comparable
      ? displayCurrency
      : REFERENCE_CURRENCY;
  const applySheet = ({ sort, priceRange, facets: chosen = {} }: MobileFilters) => {
    const minPrice = priceRange[0] > PRICE_RANGE.min ? String(priceRange[0]) : '';
    const maxPrice = priceRange[1] < PRICE_RANGE.max ? String(priceRange[1]) : '';
    return query.update({
      sort: sort === 'relevance' ? '' : sort,
      minPrice,
      maxPrice,
      priceCurrency: minPrice || maxPrice ? boundsCurrency : '',
      ...facetParams(chosen),
    });
  };

  const empty = (
    <EmptyState
      title="No products found"
      description={
        unknownCategory
          ? `There is no category “${query.category}”.`
          : 'Try other words, another category or a wider price range.'
      }
      actions={
        <Button tone="secondary" onClick={query.clear}>
          Clear Filters
        </Button>
      }
    />
  );

  return (
    <div className={page.stack}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{title}</h1>
      </header>
      <FilterBar
        count={result.total}
        approximate={result.approximate}
        search={query.search || undefined}
        categoryName={category?.name}
        loading={result.isLoading}
        filtersActive={filtersActive}
        onClear={query.clear}
      >
        <div className={page.grow}>
          <SearchBox
            key={query.search}
            defaultValue={query.search}
            onSearch={(text) => query.update({ search: text })}
          />
        </div>
        {!phone && (
          <>
            <DeferredSelect
              label="Category"
              hideLabel
              options={categoryOptions(categories)}
              value={query.category}
              onChange={(slug) => query.update({ category: slug })}
            />
            <DeferredSelect
              label="Sort by"
              hideLabel
              placeholder="Sort by"
              options={DESKTOP_SORTS}
              value={query.sort as ProductSort}
              onChange={(sort) => query.update({ sort })}
            />
          </>
        )}
        <Button
          tone="secondary"
          onClick={() => {
            setSheetOpened(true);
            setSheetOpen(true);
          }}
        >
          Filter
        </Button>
        {narrowed && (
          <SaveSearch
            filters={filters}
            defaultName={searchSummary(filtersQuery(filters), categories, certificationNames)
              .join(', ')
              .slice(0, SAVED_SEARCH_NAME_LENGTH)}
          />
        )}
        {comparedIds.length >= 2 && (
          <ButtonLink href={compareAddress(comparedIds)}>Compare ({comparedIds.length})</ButtonLink>
        )}
      </FilterBar>
      <div className={phone ? undefined : styles.layout}>
        {!phone && (
          <aside className={styles.sidebar} aria-label="Narrow by">
            <FacetFilters
              groups={groups}
              selected={query.facets}
              onChange={(facet, values) => query.update(facetParams({ [facet]: values }))}
            />
          </aside>
        )}
        <div className={styles.results}>
          <ProductGrid
            estimateOf={estimateOfPrice}
            label={title}
            products={result.items}
            loading={result.isLoading}
            skeletonCount={phone ? SKELETONS_PHONE : SKELETONS_DESKTOP}
            empty={empty}
            onAddToCart={addToCart}
            savedIds={savedIds}
            onToggleSaved={toggleSaved}
            comparedIds={comparedIds}
            onToggleCompare={(product) => toggleCompared(product.id)}
            ratingOf={vendorRating}
            headingLevel="h2"
            failed={result.error ? <LoadFailed title="Failed to fetch products" /> : undefined}
          />
          <LoadMore list={result} label="Load More Products" />
        </div>
      </div>
      {sheetOpened && (
        <Suspense fallback={null}>
          <FilterPanel
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            sortOptions={PHONE_SORTS}
            value={{
              sort: (query.sort || 'relevance') as ProductSort,
              priceRange: query.priceRange,
              facets: query.facets,
            }}
            facets={groups}
            currency={boundsCurrency}
            onApply={applySheet}
          />
        </Suspense>
      )}
    </div>
  );
}
