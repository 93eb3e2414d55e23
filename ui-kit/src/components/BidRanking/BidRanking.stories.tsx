import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BidRanking } from './BidRanking';

const meta = {
  title: 'Auctions/BidRanking',
  component: BidRanking,
  args: {
    caption: 'Ranking of Grade I',
    rows: [
      { rank: 1, bidder: 'Kumasi Beans', price: '$2,570.00' },
      { rank: 2, bidder: 'Volta Cocoa', price: '$2,590.00' },
      { rank: 3, bidder: 'San-Pédro Export', price: '$2,600.00' },
    ],
  },
} satisfies Meta<typeof BidRanking>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the auction's owner sees: every bidder by name, best first. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Ranking of Grade I' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: 'Kumasi Beans' })).toBeVisible();
  },
};
/** What a bidder sees when the owner shows the ranking: no names, its own row marked. */
export const Bidder: Story = {
  args: {
    rows: [
      { rank: 1, bidder: 'Another bidder', price: '$2,570.00' },
      { rank: 2, bidder: 'You', price: '$2,590.00', yours: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: 'You' })).toBeVisible();
  },
};
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bids yet.')).toBeVisible();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
