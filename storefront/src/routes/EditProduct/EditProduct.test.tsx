import { demoProducts } from '@rawex/fixtures/records';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failing, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

/** A product of the signed-in supplier, its pictures uploaded here. */
const editable = { ...demoProducts[0]!, images: [`/uploads/${'a'.repeat(64)}.png`] };

/** Opens `product`'s edit page; what a save sends is answered, and read through the function returned. */
function editing(product: typeof editable): () => Record<string, unknown> | undefined {
  let sent: Record<string, unknown> | undefined;
  server.use(
    signedInAs({ ...vendor, id: product.vendorId, companyId: product.vendorId }),
    http.get(`*/api/products/${product.id}`, () => HttpResponse.json(product)),
    http.patch(`*/api/products/${product.id}`, async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ ...product, ...sent });
    }),
  );
  renderRoute(`/vendor/products/${product.id}/edit`);
  return () => sent;
}

describe('/vendor/products/{id}/edit', () => {
  it('keeps an unlisted product unlisted: saving sends only what the form edits', async () => {
    const product = { ...editable, isActive: false };
    const saved = editing(product);
    const name = await screen.findByLabelText(/^Product name/);
    await userEvent.clear(name);
    await userEvent.type(name, `${product.name} (new crop)`);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved()).toBeDefined());
    expect(saved()).toMatchObject({ name: `${product.name} (new crop)` });
    expect(saved()).not.toHaveProperty('isActive');
    // What it shows it sends back as it was: the SKU, and each specification with its type.
    expect(saved()).toMatchObject({ sku: product.sku, specifications: product.specifications });
  });

  it('edits the SKU and the specifications: a row added, one removed, a blank SKU left to RawEx', async () => {
    const saved = editing({ ...editable, specifications: { origin: 'Ghana', leadTimeDays: 30 } });
    await userEvent.clear(await screen.findByLabelText(/^SKU/));
    await userEvent.click(screen.getByRole('button', { name: 'Remove specification 1 (origin)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add specification' }));
    await userEvent.type(screen.getByLabelText('Specification 2 name'), 'moisture');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Give a value for “moisture”.')).toBeInTheDocument();
    expect(saved()).toBeUndefined();
    await userEvent.type(screen.getByLabelText('Specification 2 value'), '7.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved()).toBeDefined());
    expect(saved()).toMatchObject({ sku: null, specifications: { leadTimeDays: 30, moisture: 7.5 } });
  });

  it('refuses another supplier’s product, and says so when the product is not there', async () => {
    server.use(
      signedInAs(vendor),
      http.get(`*/api/products/${editable.id}`, () => HttpResponse.json(editable)),
    );
    const { unmount } = renderRoute(`/vendor/products/${editable.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    unmount();
    server.use(failing(`/api/products/${editable.id}`, 404));
    renderRoute(`/vendor/products/${editable.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });
});
