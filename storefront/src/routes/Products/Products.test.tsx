import { countryName } from '@rawex/api/contracts';
import { demoCertifications, demoProducts, facetValues } from '@rawex/fixtures/records';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/server';
import { failing, pending } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';

/** What the bar says it found. */
const found = (count: number) => `${count} ${count === 1 ? 'product' : 'products'} found`;

describe('/products', () => {
  it('shows 8 skeleton cards while the catalogue loads', async () => {
    server.use(pending('/api/products'));
    renderRoute('/products');
    await waitFor(() => expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8));
  });

  it('shows prices with an estimate in the currency the visitor picks, and keeps the choice', async () => {
    renderRoute('/products');
    const list = await screen.findByRole('list', { name: 'Produce' });
    const [card] = within(list).getAllByRole('article');
    // The demo sells in dollars, and the visitor sees dollars: no estimate.
    expect(within(card!).queryByText(/^≈/)).toBeNull();
    const [picker] = screen.getAllByRole('combobox', { name: 'Estimate prices in' });
    await userEvent.selectOptions(picker!, 'EUR');
    // The price stays in dollars; the estimate is beside it, with its rate's source and day.
    expect(within(card!).getByText(/^\$[\d,]+\.\d\d$/)).toBeInTheDocument();
    await within(card!).findByText(/^≈ €[\d,]+\.\d\d at the SAMPLE rate of Dec 4, 2026$/);
    expect(document.cookie).toContain('rawex_currency=EUR');
    document.cookie = 'rawex_currency=; max-age=0; path=/';
  });

  it('lists a page of products with the count found, and Load More Products loads the next page', async () => {
    const active = demoProducts.filter((product) => product.isActive).length;
    renderRoute('/products');
    await screen.findByText(`${active} products found`);
    const list = screen.getByRole('list', { name: 'Produce' });
    expect(within(list).getAllByRole('article')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Products' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(Math.min(48, active)));
  });

  it('reads the search and category from the address and says what it found', async () => {
    renderRoute('/products?search=coffee&category=cash-crops');
    expect(await screen.findByText(/products? found for “coffee” in Cash Crops/)).toBeInTheDocument();
    for (const card of screen.getAllByRole('article')) expect(card).toHaveAccessibleName(/coffee/i);
  });

  it('narrows by the facets in the sidebar, counts beside each value, and keeps them in the address', async () => {
    const listed = demoProducts.filter((product) => product.isActive);
    const [top] = facetValues(listed, 'certifications');
    const certification = demoCertifications.find(({ code }) => code === top!.value)!;
    const certified = listed.filter((product) => product.certifications.includes(certification.code));
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { location } = renderRoute('/products');
    const sidebar = await screen.findByRole('complementary', { name: 'Narrow by' });
    const box = await within(sidebar).findByRole('checkbox', {
      name: new RegExp(`^${certification.name}\\W+${certified.length}$`),
    });
    await userEvent.click(box);
    await waitFor(() => expect(location().search).toBe(`?certifications=${certification.code}`));
    expect(await screen.findByText(found(certified.length))).toBeInTheDocument();
    // Another origin's count is now of fair-trade products only.
    const origin = certified[0]!.originCountry!;
    const fromThere = certified.filter((product) => product.originCountry === origin).length;
    const name = countryName(origin);
    await userEvent.click(
      await within(sidebar).findByRole('checkbox', { name: new RegExp(`^${name}\\W+${fromThere}$`) }),
    );
    await waitFor(() =>
      expect(location().search).toBe(`?certifications=${certification.code}&originCountry=${origin}`),
    );
    expect(await screen.findByText(found(fromThere))).toBeInTheDocument();
    // The same page narrowed: the reader stays where they were in it.
    expect(scrolled).not.toHaveBeenCalled();
    scrolled.mockRestore();
  });

  it('says "No products found" and Clear Filters brings the whole catalogue back', async () => {
    const { location } = renderRoute('/products?search=unobtainium');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0] as HTMLElement);
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('sorts by supplier rating on the server, across pages, each card showing its supplier’s rating', async () => {
    const asked: URL[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/products') asked.push(new URL(request.url));
    };
    server.events.on('request:start', listen);
    renderRoute('/products?sort=rating');
    const list = await screen.findByRole('list', { name: 'Produce' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(24));
    await userEvent.click(screen.getByRole('button', { name: 'Load More Products' }));
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(24));
    server.events.removeListener('request:start', listen);
    expect(asked.map((url) => [url.searchParams.get('sort'), url.searchParams.get('offset')])).toEqual([
      ['rating', '0'],
      ['rating', '24'],
    ]);
    const byRating = demoProducts
      .filter((product) => product.isActive)
      .sort(
        (a, b) =>
          (b.vendor.rating ?? 0) - (a.vendor.rating ?? 0) ||
          b.createdAt.localeCompare(a.createdAt) ||
          b.id - a.id,
      );
    const shown = within(list).getAllByRole('article');
    expect(shown.map((card) => card.getAttribute('aria-label'))).toEqual(
      byRating.slice(0, shown.length).map((product) => product.name),
    );
    const top = byRating[0]!.vendor;
    expect(
      within(shown[0]!).getByRole('img', { name: `Rated ${top.rating!.toFixed(1)} out of 5` }),
    ).toBeInTheDocument();
    expect(within(shown[0]!).getByText(`(${top.reviewCount} reviews)`)).toBeInTheDocument();
  });

  it('asks for the category by its slug, without resolving it first', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/products') asked.push(new URL(request.url).search);
    };
    server.events.on('request:start', listen);
    renderRoute('/products?category=cash-crops');
    await screen.findAllByRole('article');
    server.events.removeListener('request:start', listen);
    expect(asked).toEqual(['?category=cash-crops&sort=relevance&limit=24&offset=0']);
  });

  it('says so when the catalogue cannot be loaded', async () => {
    server.use(failing('/api/products'));
    renderRoute('/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
  });
});
