import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: '🔍',
    title: 'No products found',
    description: 'Try another search or clear the filters.',
    actions: <Button tone="secondary">Clear Filters</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoProducts: Story = {};
export const NoOrdersYet: Story = {
  args: {
    icon: '📦',
    title: 'No orders found',
    description: "You haven't placed any orders yet.",
    actions: <ButtonLink href="/products">Start Shopping</ButtonLink>,
  },
};
export const LoadError: Story = {
  args: {
    icon: '⚠️',
    role: 'alert',
    title: 'Failed to fetch products',
    description: '503: The database is not answering. Try again in a moment.',
    actions: <Button>Try again</Button>,
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
