import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoProducts } from '@rawex/fixtures/records';
import { FALLBACK_PRODUCT_IMAGE } from './fallback-image';
import { ProductCard } from './ProductCard';

const product = demoProducts.find((candidate) => candidate.vendor.isVerified)!;

describe('ProductCard', () => {
  it('shows the price per unit, the minimum order and where it ships from', () => {
    render(<ProductCard product={{ ...product, price: '1234.5', unit: 'kg', minimumOrder: 1500 }} />);
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('per kg')).toBeInTheDocument();
    expect(screen.getByText('Min. order: 1,500 kg')).toBeInTheDocument();
    expect(screen.getByText(product.vendor.location!)).toBeInTheDocument();
    expect(screen.getByText('Ready to Ship')).toBeInTheDocument();
  });

  it('writes a unit in words singular or plural, as many as it counts', () => {
    const { rerender } = render(
      <ProductCard product={{ ...product, unit: 'metric ton', minimumOrder: 20, priceTiers: [] }} />,
    );
    expect(screen.getByText('Min. order: 20 metric tons')).toBeInTheDocument();
    rerender(<ProductCard product={{ ...product, unit: 'metric ton', minimumOrder: 1, priceTiers: [] }} />);
    expect(screen.getByText('Min. order: 1 metric ton')).toBeInTheDocument();
  });

  it('shows Verified for a verified supplier, Pending verification for one waiting', () => {
    const { rerender } = render(<ProductCard product={product} />);
    expect(screen.getByText('✓ Verified')).toBeInTheDocument();
    rerender(<ProductCard product={{ ...product, vendor: { ...product.vendor, isVerified: false } }} />);
    expect(screen.queryByText('✓ Verified')).not.toBeInTheDocument();
    expect(screen.getByText('Pending verification')).toBeInTheDocument();
  });

  it('reads "Adding..." and is disabled until adding settles, then is ready again', async () => {
    let finish!: () => void;
    const onAddToCart = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ProductCard product={product} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(onAddToCart).toHaveBeenCalledExactlyOnceWith(product);
  });

  it('is ready again after a failed add', async () => {
    const onAddToCart = vi.fn(() => Promise.reject(new Error('500: down')).catch(() => {}));
    render(<ProductCard product={product} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows the fallback picture when there is none or it does not load', () => {
    const { container, rerender } = render(<ProductCard product={{ ...product, images: [] }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', FALLBACK_PRODUCT_IMAGE);
    rerender(<ProductCard product={{ ...product, images: ['/gone.png'] }} />);
    const image = container.querySelector('img')!;
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', FALLBACK_PRODUCT_IMAGE);
  });
});
