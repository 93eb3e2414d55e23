import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { Loaded, type LoadedProps } from './Loaded';

type Story = StoryObj<LoadedProps<string[]>>;

const meta = {
  title: 'Feedback/Loaded',
  component: Loaded<string[]>,
  args: {
    data: ['Copper cathode', 'Tin ingot', 'Zinc ingot'],
    placeholder: <Skeleton height="6rem" />,
    empty: <EmptyState title="No products yet" description="Add your first product to start selling." />,
    children: (products: string[]) => (
      <ul>
        {products.map((product) => (
          <li key={product}>{product}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<LoadedProps<string[]>>;
export default meta;

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
export const Loading: Story = { args: { data: undefined } };
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No products yet');
  },
};
export const Failed: Story = {
  args: {
    failed: (
      <EmptyState
        role="alert"
        title="Failed to load the products"
        description="Please try again in a moment."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load the products');
  },
};
