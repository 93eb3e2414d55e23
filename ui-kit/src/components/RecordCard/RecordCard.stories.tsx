import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples, sampleHandlers } from '@rawex/fixtures/samples';
import type { SampleAuction as AuctionRecord } from '@rawex/api/contracts';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import { formatPrice, formatQuantity } from '../../format/format';
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
      { label: 'Quantity', value: formatQuantity(auction.quantity, auction.unit) },
      { label: 'Current Bid', value: formatPrice(auction.currentBid, 'USD') },
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
/** A record with a page of its own: its title leads there. */
export const Linked: Story = {
  args: { title: 'Order #000041', titleHref: '/orders?search=000041', image: undefined, children: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Order #000041' });
    await expect(within(card).getByRole('link', { name: 'Order #000041' })).toHaveAttribute(
      'href',
      '/orders?search=000041',
    );
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

/** Live auctions as the running app gets them: from /api/samples, answered by the fixtures' MSW handlers. */
function LiveAuctionsFromTheSampleApi() {
  const [auctions, setAuctions] = useState<AuctionRecord[]>();
  useEffect(() => {
    void fetch('/api/samples/auctions?status=live')
      .then((response) => response.json() as Promise<AuctionRecord[]>)
      .then(setAuctions);
  }, []);
  if (!auctions) return <RecordCardSkeleton />;
  return (
    <ul aria-label="Live auctions" style={{ display: 'grid', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {auctions.map((live) => (
        <li key={live.id}>
          <RecordCard
            title={live.commodity}
            subtitle={live.sellerName}
            badges={<Badge tone="success">Live</Badge>}
            fields={[{ label: 'Current Bid', value: formatPrice(live.currentBid, 'USD') }]}
          />
        </li>
      ))}
    </ul>
  );
}

/** The service worker's first answer can take seconds while the rest of the run keeps both cores busy. */
const whileTheWorkerAnswers = { timeout: 5000 };

export const FromTheSampleApi: Story = {
  beforeEach: ({ msw }) => msw.use(...sampleHandlers),
  render: () => <LiveAuctionsFromTheSampleApi />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole(
      'list',
      { name: 'Live auctions' },
      whileTheWorkerAnswers,
    );
    const live = currentSamples().auctions.auctions.filter((candidate) => candidate.status === 'live');
    await expect(within(list).getAllByRole('article')).toHaveLength(live.length);
  },
};
