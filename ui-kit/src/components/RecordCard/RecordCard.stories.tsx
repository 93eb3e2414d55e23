import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples } from '@rawex/fixtures/samples';
import { expect, within } from 'storybook/test';
import { formatPrice } from '../../format/format';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { RecordCard, RecordCardSkeleton } from './RecordCard';

const auction = currentSamples().auctions.auctions[0]!;

const meta = {
  title: 'Consoles/RecordCard',
  component: RecordCard,
  args: {
    title: auction.commodity,
    subtitle: `${auction.sellerName} · ${auction.location}`,
    image: auction.images[0],
    badges: <Badge tone="success">Live</Badge>,
    fields: [
      { label: 'Quantity', value: `${auction.quantity.toLocaleString('en-US')} ${auction.unit}` },
      { label: 'Current Bid', value: formatPrice(auction.currentBid) },
      { label: 'Bids', value: auction.totalBids },
    ],
    children: <ProgressBar label="Bid progress" value={58} />,
    actions: <Button size="small">Bid Now</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RecordCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An article named by its title, its figures a description list. */
export const Auction: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: auction.commodity });
    await expect(within(card).getByText('Current Bid')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Bid Now' })).toBeVisible();
  },
};
export const Plain: Story = { args: { image: undefined, children: undefined, actions: undefined } };
export const Loading: Story = { render: () => <RecordCardSkeleton /> };
export const Empty: Story = { render: () => <EmptyState title="No Auctions Found" /> };
export const Error: Story = {
  args: {
    badges: <Badge tone="danger">Error</Badge>,
    children: <p role="alert">Connection error - Check API credentials</p>,
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
