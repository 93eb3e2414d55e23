import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { createToastQueue, Toaster } from './Toaster';

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  render: function ToastDemo() {
    const [queue] = useState(createToastQueue);
    const [viewing, setViewing] = useState(false);
    return (
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {viewing && <p>Showing the cart</p>}
        <Button
          onClick={() =>
            queue.create({
              title: 'Added to cart',
              description: 'Product has been added to your cart.',
              action: { label: 'View cart', onClick: () => setViewing(true) },
            })
          }
        >
          Add to Cart
        </Button>
        <Button
          tone="secondary"
          onClick={() =>
            queue.create({
              title: 'Order placed successfully!',
              description: 'You will receive a confirmation email shortly.',
            })
          }
        >
          Check out
        </Button>
        <Button
          tone="danger"
          onClick={() =>
            queue.create({ title: 'Error', description: 'Failed to add product to cart.', type: 'error' })
          }
        >
          Fail
        </Button>
        <Toaster queue={queue} />
      </div>
    );
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A toast fades in only after the one before it has faded out: time for a busy machine, well inside 5 s. */
const whileToastsFade = { timeout: 3000 };

/** Two toasts in a row: the second waits until the first is dismissed. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(page.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(page.getByText('Added to cart')).toBeVisible(), whileToastsFade);
    await expect(page.queryByText('Order placed successfully!')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(page.getByText('Order placed successfully!')).toBeVisible(), whileToastsFade);
    await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(page.queryByText('Order placed successfully!')).toBeNull(), whileToastsFade);
  },
};

/** A toast offers the next step: "View cart" after adding to it. */
export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Add to Cart' }));
    await userEvent.click(await page.findByRole('button', { name: 'View cart' }, whileToastsFade));
    await expect(page.getByText('Showing the cart')).toBeVisible();
  },
};

export const ErrorToast: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Fail' }));
    await waitFor(
      () => expect(page.getByText('Failed to add product to cart.')).toBeVisible(),
      whileToastsFade,
    );
  },
};
