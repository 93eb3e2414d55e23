import { demoProducts } from '@rawex/fixtures/records';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/server';
import { failing, pending } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';

const product = demoProducts.find((candidate) => candidate.isActive && candidate.images.length > 0)!;

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
    expect(
      screen.getByText(`${product.minimumOrder.toLocaleString('en-US')} ${product.unit}`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${product.availableQuantity.toLocaleString('en-US')} ${product.unit}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${product.name}` })).toHaveValue(
      product.minimumOrder.toLocaleString('en-US'),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Supplier reviews' })).toBeInTheDocument();
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
});
