import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples } from '@rawex/fixtures/samples';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatPrice } from '../../format/format';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { StatGrid } from '../StatGrid/StatGrid';
import { ConsoleShell } from './ConsoleShell';

const { portfolio, contracts } = currentSamples().hedging;
const figures = [
  { label: 'Portfolio Value', value: formatPrice(portfolio.portfolioValue, 'USD') },
  { label: 'Hedge Ratio', value: `${portfolio.hedgeRatio}%` },
  { label: 'Active Contracts', value: contracts.filter((contract) => contract.status === 'active').length },
];
const tab = (value: string, label: string) => ({
  value,
  label,
  content: <p>{label} of the hedging desk.</p>,
});

const meta = {
  title: 'Consoles/ConsoleShell',
  component: ConsoleShell,
  args: {
    title: 'Hedging',
    description: 'Protect margins against price moves in the commodities you trade.',
    sourceLabel: 'Sample data',
    actions: <Button size="small">New Hedge</Button>,
    summary: <StatGrid label="Portfolio" stats={figures} />,
    tabs: [
      tab('dashboard', 'Dashboard'),
      tab('contracts', 'Contracts'),
      tab('analytics', 'Analytics'),
      tab('strategies', 'Strategies'),
    ],
    phoneTabs: [
      tab('dashboard', 'Dashboard'),
      tab('contracts', 'Contracts'),
      tab('create', 'Create'),
      tab('risk', 'Risk'),
    ],
  },
} satisfies Meta<typeof ConsoleShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop tab set; arrow keys move between tabs. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hedging' })).toBeVisible();
    await expect(canvas.getByText('Sample data')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Strategies' }));
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel')).toHaveTextContent('Strategies of the hedging desk.'),
    );
  },
};
/** The phone layout has its own tabs. */
export const Phone: Story = {
  args: { phone: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Risk' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Strategies' })).toBeNull();
  },
};
export const Loading: Story = {
  args: {
    summary: <StatGrid label="Portfolio" stats={figures} loading placeholders={3} />,
    tabs: [{ value: 'dashboard', label: 'Dashboard', content: <Skeleton height="12rem" /> }],
  },
};
export const Empty: Story = {
  args: {
    summary: undefined,
    tabs: [{ value: 'contracts', label: 'Contracts', content: <EmptyState title="No contracts yet" /> }],
  },
};
export const Error: Story = {
  args: {
    summary: <StatGrid label="Portfolio" stats={[]} error="Failed to load the portfolio." />,
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
