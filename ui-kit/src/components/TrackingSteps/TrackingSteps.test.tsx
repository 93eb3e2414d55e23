import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../StatusBadge/StatusBadge';
import { TrackingSteps } from './TrackingSteps';

const createdAt = '2026-11-02T10:00:00Z';
const updatedAt = '2026-11-09T15:00:00Z';

function stepsFor(status: OrderStatus) {
  render(<TrackingSteps status={status} createdAt={createdAt} updatedAt={updatedAt} />);
  return within(screen.getByRole('list', { name: 'Order tracking' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('TrackingSteps', () => {
  it('pending: only Order Placed is done, dated with the creation date', () => {
    expect(stepsFor('pending')).toEqual([
      'Order Placed (done) · Nov 2, 2026',
      'Order Confirmed (to come)',
      'Shipped (to come)',
      'Delivered (to come)',
    ]);
  });

  it('confirmed: Order Confirmed is done, dated with the creation date', () => {
    expect(stepsFor('confirmed')).toEqual([
      'Order Placed (done) · Nov 2, 2026',
      'Order Confirmed (done) · Nov 2, 2026',
      'Shipped (to come)',
      'Delivered (to come)',
    ]);
  });

  it('shipped: Shipped is done, dated with the last update', () => {
    expect(stepsFor('shipped')).toEqual([
      'Order Placed (done) · Nov 2, 2026',
      'Order Confirmed (done) · Nov 2, 2026',
      'Shipped (done) · Nov 9, 2026',
      'Delivered (to come)',
    ]);
  });

  it('delivered: every step is done; Shipped and Delivered carry the last update', () => {
    expect(stepsFor('delivered')).toEqual([
      'Order Placed (done) · Nov 2, 2026',
      'Order Confirmed (done) · Nov 2, 2026',
      'Shipped (done) · Nov 9, 2026',
      'Delivered (done) · Nov 9, 2026',
    ]);
  });

  it('cancelled: the red badge and no steps', () => {
    render(<TrackingSteps status="cancelled" createdAt={createdAt} updatedAt={updatedAt} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toHaveAttribute('data-status', 'cancelled');
  });

  it('marks the latest done step as the current one', () => {
    render(<TrackingSteps status="shipped" createdAt={createdAt} updatedAt={updatedAt} />);
    expect(screen.getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step');
  });
});
