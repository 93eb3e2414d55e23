import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoOrders } from '@rawex/fixtures/records';
import { TrackingSteps } from './TrackingSteps';

const orderIn = (status: string) => demoOrders.find((order) => order.status === status)!;
const argsFor = (status: string) => {
  const order = orderIn(status);
  return { status: order.status, createdAt: order.createdAt, updatedAt: order.updatedAt };
};

const meta = {
  title: 'Orders/TrackingSteps',
  component: TrackingSteps,
  args: argsFor('pending'),
} satisfies Meta<typeof TrackingSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Confirmed: Story = { args: argsFor('confirmed') };
export const Shipped: Story = { args: argsFor('shipped') };
export const Delivered: Story = { args: argsFor('delivered') };
export const Cancelled: Story = { args: argsFor('cancelled') };
export const Phone: Story = {
  args: argsFor('shipped'),
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const Dark: Story = { args: argsFor('delivered'), globals: { theme: 'dark' } };
