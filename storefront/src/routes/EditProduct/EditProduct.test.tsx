import { demoProducts } from '@rawex/fixtures/records';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, supplier } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/vendor/products/{id}/edit', () => {
  it('keeps an unlisted product unlisted: saving sends only what the form edits', async () => {
    const product = { ...demoProducts[0]!, isActive: false, images: [`/uploads/${'a'.repeat(64)}.png`] };
    let sent: Record<string, unknown> | undefined;
    server.use(
      signedInAs({ ...supplier, id: product.vendorId }),
      http.get(`*/api/products/${product.id}`, () => HttpResponse.json(product)),
      http.patch(`*/api/products/${product.id}`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...product, ...sent });
      }),
    );
    renderRoute(`/vendor/products/${product.id}/edit`);
    const name = await screen.findByLabelText(/^Product name/);
    await userEvent.clear(name);
    await userEvent.type(name, `${product.name} (new crop)`);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ name: `${product.name} (new crop)` });
    expect(sent).not.toHaveProperty('isActive');
    expect(sent).not.toHaveProperty('specifications');
  });
});
