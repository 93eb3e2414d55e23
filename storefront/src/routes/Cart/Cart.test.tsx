import { demoCart } from '@rawex/fixtures/records';
import { formatPrice, sumAmounts } from '@rawex/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, cartOf, failing, firmWith, protectionOffered, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/cart', () => {
  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    const { location } = renderRoute('/cart');
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(location().search).toBe(`?next=${encodeURIComponent('/cart')}`);
  });

  it('says "Your cart is empty" with ways back to the catalogue and home', async () => {
    server.use(signedInAs(buyer), ...cartOf([]));
    renderRoute('/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('lists the lines with their minimum order and sums them in the order summary', async () => {
    server.use(signedInAs(buyer), ...cartOf(demoCart.map((item) => ({ ...item, userId: buyer.id }))));
    renderRoute('/cart');
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getAllByRole('spinbutton')).toHaveLength(demoCart.length);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(`Subtotal (${demoCart.length} items)`)).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it('reads "Processing..." only while the order is being placed, not while the address is asked', async () => {
    server.use(
      signedInAs(buyer),
      ...cartOf(demoCart.map((item) => ({ ...item, userId: buyer.id }))),
      http.post('*/api/checkout', () => new Promise<never>(() => {})),
    );
    renderRoute('/cart');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    // It says what placing the cart commits to: its total, one order per supplier.
    const total = formatPrice(sumAmounts(demoCart.map((item) => item.lineTotal)), 'USD');
    const vendors = new Set(demoCart.map((item) => item.product.vendorId)).size;
    expect(vendors).toBeGreaterThan(1);
    expect(dialog).toHaveTextContent(
      `You commit to ${total} in ${vendors} orders, one per supplier; you pay each on its supplier’s invoice.`,
    );
    // The page behind the dialog is hidden from assistive technology while it is open.
    expect(
      within(summary).getByRole('button', { name: 'Proceed to Checkout', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Shipping address/), 'Harbour Road 12, Tema');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(
      await within(summary).findByRole('button', { name: 'Processing...', hidden: true }),
    ).toBeDisabled();
  });

  it('starts the checkout from the firm’s first shipping address, and offers its others', async () => {
    server.use(
      signedInAs(buyer),
      ...cartOf(demoCart.map((item) => ({ ...item, userId: buyer.id }))),
      firmWith([
        { id: 1, label: 'Roastery', address: 'Am Sandtorkai 5, Hamburg' },
        { id: 2, label: 'Warehouse', address: 'Dock 4, Bremerhaven' },
      ]),
    );
    renderRoute('/cart');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    const address = within(dialog).getByLabelText(/^Shipping address/);
    await waitFor(() => expect(address).toHaveValue('Am Sandtorkai 5, Hamburg'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ship to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Warehouse' }));
    expect(address).toHaveValue('Dock 4, Bremerhaven');
    // Typed by hand, it is "Another address".
    await userEvent.type(address, ', gate B');
    expect(within(dialog).getByRole('combobox', { name: 'Ship to' })).toHaveTextContent('Another address');
  });

  it('says "Failed to fetch cart" when the cart cannot be loaded', async () => {
    server.use(signedInAs(buyer), failing('/api/cart/:userId'));
    renderRoute('/cart');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch cart');
  });

  it('shows a viewer the cart without a checkout: their company’s purchasers order', async () => {
    server.use(
      signedInAs({ ...buyer, companyRole: 'viewer' }),
      ...cartOf(demoCart.map((item) => ({ ...item, userId: buyer.id }))),
    );
    renderRoute('/cart');
    expect(await screen.findByRole('heading', { name: 'Checkout is for purchasers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('tells a purchaser before "Place Order" that the cart will wait for an approver, and why', async () => {
    server.use(
      signedInAs({ ...buyer, companyRole: 'purchaser' }),
      ...cartOf(
        demoCart.map((item) => ({ ...item, userId: buyer.id })),
        {
          approvalReasons: ['monthly_limit', 'order_threshold'],
          limits: {
            currency: 'USD',
            monthlyLimit: '50000.00',
            spentThisMonth: '42000.00',
            monthlyLeft: '8000.00',
            orderThreshold: '25000.00',
          },
        },
      ),
    );
    renderRoute('/cart');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const warning =
      'This order will wait for an approverNothing is ordered until an approver of your company agrees: ' +
      'it takes you past your monthly limit: $8,000.00 of $50,000.00 is left this month; ' +
      'and an order is over your company’s approval threshold of $25,000.00.';
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(warning);
    await userEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(warning);
  });

  it('tells a purchaser within their limit how much of it is left', async () => {
    server.use(
      signedInAs({ ...buyer, companyRole: 'purchaser' }),
      ...cartOf(
        demoCart.map((item) => ({ ...item, userId: buyer.id })),
        {
          approvalReasons: [],
          limits: {
            currency: 'USD',
            monthlyLimit: '5000000.00',
            spentThisMonth: '0.00',
            monthlyLeft: '5000000.00',
            orderThreshold: null,
          },
        },
      ),
    );
    renderRoute('/cart');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(
      await within(dialog).findByText(
        'Within your monthly limit: $5,000,000.00 of $5,000,000.00 is left this month.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/will wait for an approver/)).toBeNull();
  });

  it('goes to /approvals when the checkout waits for an approver', async () => {
    let poNumber: unknown;
    server.use(
      signedInAs({ ...buyer, companyRole: 'purchaser' }),
      ...cartOf(demoCart.map((item) => ({ ...item, userId: buyer.id }))),
      http.post('*/api/checkout', async ({ request }) => {
        poNumber = ((await request.json()) as { poNumber?: string }).poNumber;
        return HttpResponse.json({ id: 9, status: 'pending' }, { status: 202 });
      }),
      http.get('*/api/approvals', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    );
    const { location } = renderRoute('/cart');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    await userEvent.type(within(dialog).getByLabelText(/^Shipping address/), 'Harbour Road 12, Tema');
    await userEvent.type(within(dialog).getByLabelText(/^Purchase-order number/), 'PO-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(location().pathname).toBe('/approvals'));
    expect(poNumber).toBe('PO-77');
    expect(await screen.findByText(/an approver of your company decides/)).toBeInTheDocument();
  });

  it('offers trade protection at checkout once the marketplace has a collection account, and sends the choice', async () => {
    let sent: unknown;
    server.use(
      signedInAs(buyer),
      protectionOffered(true),
      ...cartOf(demoCart.map((item) => ({ ...item, userId: buyer.id }))),
      http.post('*/api/checkout', async ({ request }) => {
        sent = ((await request.json()) as { protection?: boolean }).protection;
        return HttpResponse.json({ id: 9, status: 'pending' }, { status: 202 });
      }),
      http.get('*/api/approvals', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    );
    renderRoute('/cart');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    await userEvent.type(within(dialog).getByLabelText(/^Shipping address/), 'Harbour Road 12, Tema');
    await userEvent.click(await within(dialog).findByRole('switch', { name: /^Trade protection/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(sent).toBe(true));
  });
});
