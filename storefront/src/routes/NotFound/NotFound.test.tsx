import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('an unknown address', () => {
  it('shows "Page Not Found" inside the usual frame', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/404 Page Not Found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
