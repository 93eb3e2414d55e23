import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as Tabs from './Tabs';

function DashboardTabs({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="overview" onValueChange={(details) => onValueChange(details.value)}>
      <Tabs.List aria-label="Dashboard">
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="products">Products</Tabs.Trigger>
        <Tabs.Trigger value="orders">Orders</Tabs.Trigger>
        <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview">Quick Actions and Recent Activity.</Tabs.Content>
      <Tabs.Content value="products">My Products.</Tabs.Content>
      <Tabs.Content value="orders">Recent Orders.</Tabs.Content>
      <Tabs.Content value="analytics">Top performing products.</Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: 'Layout/Tabs',
  component: DashboardTabs,
  args: { onValueChange: fn() },
} satisfies Meta<typeof DashboardTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Overview is selected first; a click or the arrow keys select another tab and show its panel. */
export const Dashboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Quick Actions');
    await userEvent.click(canvas.getByRole('tab', { name: 'Orders' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('orders');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Analytics' })).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Top performing products.'));
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

const MANY = ['Overview', 'Products', 'Orders', 'Analytics', 'Profile', 'Payouts', 'Documents'];

/** More tabs than a phone's width: the row fades where tabs are hidden, and follows its scrolling. */
export const PhoneWithMoreTabs: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Tabs.Root defaultValue="overview">
      <Tabs.List aria-label="Dashboard">
        {MANY.map((name) => (
          <Tabs.Trigger key={name} value={name.toLowerCase()}>
            {name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {MANY.map((name) => (
        <Tabs.Content key={name} value={name.toLowerCase()}>
          {name}.
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('tablist', { name: 'Dashboard' });
    await waitFor(() => expect(row).toHaveAttribute('data-hidden-tabs', 'end'));
    row.scrollLeft = row.scrollWidth;
    await waitFor(() => expect(row).toHaveAttribute('data-hidden-tabs', 'start'));
    row.scrollLeft = 40;
    await waitFor(() => expect(row).toHaveAttribute('data-hidden-tabs', 'both'));
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
/** Tabs that fit: no fade. */
export const NothingHidden: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('tablist', { name: 'Dashboard' });
    await expect(row).not.toHaveAttribute('data-hidden-tabs');
  },
};
