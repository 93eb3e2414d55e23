import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createToastQueue, TOAST_DURATION_MS, Toaster } from './Toaster';

describe('Toaster', () => {
  it('shows one toast at a time; the next appears when the first is dismissed', async () => {
    const queue = createToastQueue();
    render(<Toaster queue={queue} />);
    act(() => {
      queue.create({ title: 'Added to cart', description: 'Product has been added to your cart.' });
      queue.create({ title: 'Removed from cart', description: 'Product has been removed from your cart.' });
    });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('Product has been added to your cart.')).toBeInTheDocument();
    expect(screen.queryByText('Removed from cart')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Added to cart')).not.toBeInTheDocument());
  });

  it('keeps a toast for 5000 ms by default', () => {
    const queue = createToastQueue();
    render(<Toaster queue={queue} />);
    let id = '';
    act(() => {
      id = queue.create({ title: 'Order placed successfully!' });
    });
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(queue.getVisibleToasts().find((toast) => toast.id === id)?.duration).toBe(5000);
  });
});
