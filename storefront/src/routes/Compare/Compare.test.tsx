import { countryName } from '@rawex/api/contracts';
import { demoProducts } from '@rawex/fixtures/records';
import { formatPrice } from '@rawex/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCompared } from '../../data/compare';
import { renderRoute } from '../../testing/render-route';

const laddered = demoProducts.find((product) => product.isActive && product.priceTiers.length > 0)!;
const others = demoProducts.filter((product) => product.isActive && product.id !== laddered.id).slice(0, 2);
const compared = [laddered, ...others];

/** The cells of a row of the comparison, in the columns' order. */
const rowCells = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/compare', () => {
  it('sets the products of the address side by side, each priced on its ladder at the quantity asked', async () => {
    renderRoute(`/compare?ids=${compared.map((product) => product.id).join(',')}`);
    const table = await screen.findByRole('table', { name: 'Comparing 3 products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(compared.map((product) => expect.stringContaining(product.name)));
    expect(rowCells('Origin')).toEqual(compared.map((product) => countryName(product.originCountry!)));
    expect(rowCells('Incoterms')).toEqual(compared.map((product) => product.incoterms.join(', ')));

    const rung = laddered.priceTiers.at(-1)!;
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Quantity' }), String(rung.minQuantity));
    await waitFor(() => expect(rowCells('Price')[0]).toContain(formatPrice(rung.price, laddered.currency)));
    expect(formatPrice(rung.price, laddered.currency)).not.toBe(
      formatPrice(laddered.price, laddered.currency),
    );
  });

  it('takes a product out with Remove, in the address too', async () => {
    const { location } = renderRoute(`/compare?ids=${compared.map((product) => product.id).join(',')}`);
    await screen.findByRole('table', { name: 'Comparing 3 products' });
    await userEvent.click(
      screen.getByRole('button', { name: `Remove ${compared[1]!.name} from the comparison` }),
    );
    await screen.findByRole('table', { name: 'Comparing 2 products' });
    expect(location().search).toBe(`?ids=${compared[0]!.id}%2C${compared[2]!.id}`);
    // The last ones out, the comparison is empty: none comes back from the picks.
    await userEvent.click(
      screen.getByRole('button', { name: `Remove ${compared[0]!.name} from the comparison` }),
    );
    await screen.findByRole('table', { name: 'Comparing 1 product' });
    await userEvent.click(
      screen.getByRole('button', { name: `Remove ${compared[2]!.name} from the comparison` }),
    );
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('says how to start when the address names nothing and nothing was picked', async () => {
    setCompared([]);
    renderRoute('/compare');
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
  });

  it('compares what was picked when the address names nothing, and writes the picks in the address', async () => {
    setCompared(others.map((product) => product.id));
    const { location } = renderRoute('/compare');
    await screen.findByRole('table', { name: 'Comparing 2 products' });
    expect(location().search).toBe(`?ids=${others[0]!.id}%2C${others[1]!.id}`);
  });

  it('is reached from the catalogue’s cards: Compare on two, then Compare (2)', async () => {
    renderRoute('/products');
    const cards = await screen.findAllByRole('article');
    const names = cards.slice(0, 2).map((card) => card.getAttribute('aria-label')!);
    for (const name of names) await userEvent.click(screen.getByRole('button', { name: `Compare ${name}` }));
    expect(screen.getByRole('button', { name: `Compare ${names[0]}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const ids = names.map((name) => demoProducts.find((product) => product.name === name)!.id);
    expect(await screen.findByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
      'href',
      `/compare?ids=${ids.join(',')}`,
    );
  });

  it('is reached from product pages: Add to compare on two, then Compare (2)', async () => {
    const [first, second] = compared;
    const { unmount } = renderRoute(`/products/${first!.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to compare' }));
    expect(screen.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    unmount();
    renderRoute(`/products/${second!.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to compare' }));
    const link = await screen.findByRole('link', { name: 'Compare (2)' });
    expect(link).toHaveAttribute('href', `/compare?ids=${first!.id},${second!.id}`);
  });
});
