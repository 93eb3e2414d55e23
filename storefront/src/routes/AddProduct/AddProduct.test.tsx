import { demoCategories } from '@rawex/fixtures/records';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { firmWith, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const category = demoCategories.find((candidate) => candidate.parentId === null)!;

/** Signs the supplier in and records whether the form sent a product. */
function watchSends() {
  const sends = { made: false };
  server.use(
    signedInAs(vendor),
    firmWith(),
    http.post('*/api/products', () => {
      sends.made = true;
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return sends;
}

describe('/vendor/products/add', () => {
  it('checks the form with the API’s own rules and sends nothing while a field is at fault', async () => {
    const sends = watchSends();
    renderRoute('/vendor/products/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('At least one image is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Product name/)).toHaveAccessibleDescription('Product name is required');
    expect(screen.getByLabelText(/^Description/)).toHaveAccessibleDescription(/Description is required/);
    expect(screen.getByLabelText(/^Unit/)).toHaveAccessibleDescription('Unit is required');
    expect(screen.getByLabelText(/^Price per unit/)).toHaveAccessibleDescription('Price must be more than 0');
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    const quantity = screen.getByLabelText(/^Minimum order/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Minimum order must be at least 1')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^HS code/), '1801');
    await userEvent.type(screen.getByLabelText(/^Purity/), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByLabelText(/^HS code/)).toHaveAccessibleDescription(
      /HS code must be a 6-digit HS code, such as 180100/,
    );
    expect(screen.getByLabelText(/^Purity/)).toHaveAccessibleDescription(/Purity must be at most 100/);
    expect(sends.made).toBe(false);
  });

  it('checks the price ladder as the API does, naming the rung, while other fields are at fault too', async () => {
    const sends = watchSends();
    renderRoute('/vendor/products/add');
    // Priced in the supplier's company's currency unless it names another.
    const price = await screen.findByLabelText(/^Price per unit \(EUR\)/);
    await userEvent.clear(price);
    await userEvent.type(price, '4.20');
    const minimum = screen.getByLabelText(/^Minimum order/);
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '100');
    const multiple = screen.getByLabelText(/^Order multiple/);
    await userEvent.clear(multiple);
    await userEvent.type(multiple, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Add rung' }));
    await userEvent.type(screen.getByLabelText('Rung 1: from quantity'), '510');
    await userEvent.type(screen.getByLabelText('Rung 1: price per unit (EUR)'), '3.90');
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(
      await screen.findByText('Rung 1: must be a multiple of the order multiple (25)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Rung 1: from quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('At least one image is required')).toBeInTheDocument();
    expect(sends.made).toBe(false);
  });

  it('puts the API’s refusal of a field on that field', async () => {
    server.use(
      signedInAs(vendor),
      http.post('*/api/products', () =>
        HttpResponse.json(
          {
            type: '/api/docs#problem-validation_failed',
            title: 'Unprocessable Entity',
            status: 422,
            code: 'validation_failed',
            detail: 'body.name: is taken',
            errors: [{ field: 'body.name', message: 'is already one of your products' }],
          },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    renderRoute('/vendor/products/add');
    await userEvent.type(await screen.findByLabelText(/^Product name/), 'Teak logs');
    await userEvent.type(screen.getByLabelText(/^Description/), 'FSC certified.');
    const price = screen.getByLabelText(/^Price per unit/);
    await userEvent.clear(price);
    await userEvent.type(price, '420.5');
    await userEvent.type(screen.getByLabelText(/^Unit/), 'm³');
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: category.name }));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'teak.png', { type: 'image/png' });
    server.use(
      http.post('*/api/upload/image', () => HttpResponse.json({ url: `/uploads/${'b'.repeat(64)}.png` })),
    );
    await userEvent.upload(screen.getByTestId('image-input'), file);
    await screen.findByRole('button', { name: 'Remove image 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Product name/)).toHaveAccessibleDescription(
        'Product name is already one of your products',
      ),
    );
  });
});
