import { countryName, type PriceTier } from '@rawex/api/contracts';
import { demoProducts } from '@rawex/fixtures/records';
import { formatPrice, formatQuantity, perUnitLabel, UNVERIFIED_MEANING } from '@rawex/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/server';
import { buyer, failing, pending, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';

const product = demoProducts.find((candidate) => candidate.isActive && candidate.images.length > 0)!;
const sampled = demoProducts.find((candidate) => candidate.isActive && candidate.sample)!;

describe('/products/{id}', () => {
  it('shows a placeholder while the product loads', async () => {
    server.use(pending('/api/products/:id'));
    renderRoute(`/products/${product.id}`);
    expect(await screen.findByRole('status', { name: 'Loading product' })).toBeInTheDocument();
  });

  it('shows the price per unit, minimum order, quantity available, supplier and add to cart', async () => {
    renderRoute(`/products/${product.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: product.name })).toHaveAttribute('src', product.images[0]);
    expect(screen.getByText(formatQuantity(product.minimumOrder, product.unit))).toBeInTheDocument();
    expect(screen.getByText(formatQuantity(product.availableQuantity, product.unit))).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${product.name}` })).toHaveValue(
      product.minimumOrder.toLocaleString('en-US'),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(await screen.findByRole('heading', { name: 'Supplier reviews' })).toBeInTheDocument();
  });

  it('starts a request for quotation from the product: its category, unit, minimum order and Incoterm', async () => {
    const offered = demoProducts.find((candidate) => candidate.isActive && candidate.incoterms.length > 0)!;
    renderRoute(`/products/${offered.id}`);
    const request = await screen.findByRole('link', { name: 'Request Quote' });
    const address = new URL(request.getAttribute('href')!, 'http://rawex.test');
    expect(address.pathname).toBe('/rfqs/new');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      categoryId: String(offered.categoryId),
      title: offered.name,
      quantity: String(offered.minimumOrder),
      unit: offered.unit,
      incoterm: offered.incoterms[0],
    });
  });

  it('opens the new request at its top, not where the reader was on the product', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const view = renderRoute(`/products/${product.id}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Request Quote' }));
    await waitFor(() => expect(view.location().pathname).toBe('/rfqs/new'));
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(0, 0));
    scrolled.mockRestore();
  });

  it('adds to the cart and offers the way there: "View cart" in the toast', async () => {
    let added: unknown;
    server.use(
      signedInAs(buyer),
      http.post('*/api/cart', async ({ request }) => {
        added = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { location } = renderRoute(`/products/${product.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product has been added to your cart.')).toBeInTheDocument();
    expect(added).toEqual({ productId: product.id, quantity: product.minimumOrder });
    await userEvent.click(screen.getByRole('button', { name: 'View cart' }));
    await waitFor(() => expect(location().pathname).toBe('/cart'));
  });

  it('prices the quantity chosen as the API does: its rung marked on the ladder, the total and the next rung', async () => {
    const laddered = demoProducts.find(
      (candidate) =>
        candidate.isActive &&
        candidate.priceTiers.length > 1 &&
        candidate.availableQuantity >= candidate.priceTiers[0]!.minQuantity,
    )!;
    const [first, second] = laddered.priceTiers as [PriceTier, PriceTier];
    const perUnit = perUnitLabel(laddered.unit);
    renderRoute(`/products/${laddered.id}`);
    const line = await screen.findByText(
      `${formatQuantity(laddered.minimumOrder, laddered.unit)} at ${formatPrice(laddered.price, laddered.currency)} ${perUnit}:`,
      { exact: false },
    );
    expect(line).toHaveTextContent(
      `from ${formatQuantity(first.minQuantity, laddered.unit)}: ${formatPrice(first.price, laddered.currency)}`,
    );
    const ladder = screen.getByRole('table', { name: 'Price by quantity' });
    expect(within(ladder).getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');

    const field = screen.getByRole('spinbutton', { name: `Quantity of ${laddered.name}` });
    await userEvent.clear(field);
    await userEvent.type(field, `${first.minQuantity}{Enter}`);
    await waitFor(() =>
      expect(line).toHaveTextContent(
        `${formatQuantity(first.minQuantity, laddered.unit)} at ${formatPrice(first.price, laddered.currency)} ${perUnit}: ${formatPrice(
          (Number(first.price) * first.minQuantity).toFixed(2),
          laddered.currency,
        )} · from ${formatQuantity(second.minQuantity, laddered.unit)}: ${formatPrice(second.price, laddered.currency)}`,
      ),
    );
    expect(within(ladder).getAllByRole('row')[2]).toHaveAttribute('aria-current', 'true');
    expect(within(ladder).getAllByRole('row')[1]).not.toHaveAttribute('aria-current');
  });

  it('writes quantities in their unit, plural where it counts', async () => {
    const tons = demoProducts.find(
      (candidate) => candidate.isActive && candidate.unit === 'metric ton' && candidate.minimumOrder > 1,
    )!;
    renderRoute(`/products/${tons.id}`);
    const minimum = (await screen.findByText('Minimum order', { selector: 'dt' })).nextElementSibling;
    expect(minimum).toHaveTextContent(`${tons.minimumOrder.toLocaleString('en-US')} metric tons`);
  });

  it('says what an unverified supplier means for the buyer', async () => {
    const unverified = demoProducts.find((candidate) => candidate.isActive && !candidate.vendor.isVerified)!;
    renderRoute(`/products/${unverified.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: unverified.name })).toBeInTheDocument();
    const seller = screen.getByText('Supplier', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(seller).getByText('Pending')).toHaveAttribute('title', UNVERIFIED_MEANING);
    expect(seller).toHaveTextContent(
      'Not yet verified: RawEx has not checked this supplier’s company documents yet.',
    );
  });

  it('lists the trade details it gives, by name, before the free specifications', async () => {
    const certified = demoProducts.find(
      (candidate) => candidate.isActive && candidate.certifications.includes('fairtrade'),
    )!;
    renderRoute(`/products/${certified.id}`);
    const details = await screen.findByRole('region', { name: 'Specifications' });
    const row = (label: string) => within(details).getByText(label).closest('div')?.textContent;
    await waitFor(() => expect(row('Certifications')).toContain('Fairtrade'));
    expect(row('Origin')).toBe(`Origin${countryName(certified.originCountry!)}`);
    expect(row('HS code')).toBe(`HS code${certified.hsCode!.slice(0, 4)}.${certified.hsCode!.slice(4)}`);
    expect(row('Lead time')).toBe(`Lead time${certified.leadTimeDays} days`);
    expect(row('Incoterms')).toBe(`Incoterms${certified.incoterms.join(', ')}`);
    expect(row('Payment terms')).toBe(`Payment terms${certified.specifications.paymentTerms}`);
  });

  it('says "Product not found" for an id nobody has', async () => {
    renderRoute('/products/99999999');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });

  it('says so when the product cannot be loaded', async () => {
    server.use(failing('/api/products/:id'));
    renderRoute(`/products/${product.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch product');
  });

  it('sends a purchaser’s sample past their limits to /approvals, with the PO number', async () => {
    let sent: { poNumber?: string; shippingAddress?: string } | undefined;
    server.use(
      signedInAs({ ...buyer, companyRole: 'purchaser' }),
      http.post('*/api/products/:id/sample', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ id: 12, kind: 'sample', status: 'pending' }, { status: 202 });
      }),
      http.get('*/api/approvals', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    );
    const { location } = renderRoute(`/products/${sampled.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Get Sample' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order a sample' });
    const address = within(dialog).getByLabelText(/^Shipping address/);
    await userEvent.clear(address);
    await userEvent.type(address, 'Harbour Road 12, Tema');
    await userEvent.type(within(dialog).getByLabelText(/^Purchase-order number/), 'PO-S9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Order Sample' }));
    await waitFor(() => expect(location().pathname).toBe('/approvals'));
    expect(sent).toMatchObject({ poNumber: 'PO-S9', shippingAddress: 'Harbour Road 12, Tema' });
    expect(await screen.findByText(/an approver of your company decides/)).toBeInTheDocument();
  });
});
