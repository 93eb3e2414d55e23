import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoOrders, demoProducts } from '@rawex/fixtures/records';
import { formatPrice, sumAmounts } from '../../format/format';
import { StatCard } from './StatCard';

const activeOrders = demoOrders.filter((order) => ['pending', 'confirmed', 'shipped'].includes(order.status));

const meta = {
  title: 'Vendor/StatCard',
  component: StatCard,
  args: { label: 'Products', value: demoProducts.length },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {};
export const ActiveOrders: Story = { args: { label: 'Active Orders', value: activeOrders.length } };
export const MonthlyRevenue: Story = {
  args: {
    label: 'Monthly Revenue',
    value: formatPrice(sumAmounts(demoOrders.map((order) => order.totalAmount)), 'USD'),
    hint: 'Delivered and open orders, last 30 days',
  },
};
export const Loading: Story = { args: { loading: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
