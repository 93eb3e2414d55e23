import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_STATUSES, StatusBadge } from './StatusBadge';

const meta = {
  title: 'Orders/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
  argTypes: { status: { control: 'select', options: ORDER_STATUSES } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Confirmed: Story = { args: { status: 'confirmed' } };
export const Shipped: Story = { args: { status: 'shipped' } };
export const Delivered: Story = { args: { status: 'delivered' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
export const AllDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      {ORDER_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};
