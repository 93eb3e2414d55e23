import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleRfq } from '@rawex/fixtures/trade';
import { expect, within } from 'storybook/test';
import { formatQuantity, formatTimeLeft, formatUnitPrice } from '../../format/format';
import { ButtonLink } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { RecordCardSkeleton } from '../RecordCard/RecordCard';
import { RfqCard } from './RfqCard';

const meta = {
  title: 'Trade/RfqCard',
  component: RfqCard,
  args: {
    title: sampleRfq.title,
    href: `/rfqs/${sampleRfq.id}`,
    category: sampleRfq.category,
    quantity: formatQuantity(sampleRfq.quantity, sampleRfq.unit),
    terms: `${sampleRfq.incoterm} ${sampleRfq.incotermPlace}`,
    targetPrice: formatUnitPrice(sampleRfq.targetPrice, 'USD', sampleRfq.unit),
    timeLeft: formatTimeLeft(sampleRfq.expiresAt),
    status: { label: 'Open', tone: 'success' },
    quotes: `${sampleRfq.quoteCount} quotes`,
    action: <ButtonLink href={`/rfqs/${sampleRfq.id}`}>Compare quotes</ButtonLink>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 460 }}>{Story()}</div>],
} satisfies Meta<typeof RfqCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's card: its quotes counted, a link to compare them. */
export const ForTheBuyer: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: sampleRfq.title });
    await expect(within(card).getByText('3 quotes')).toBeVisible();
    await expect(within(card).getByText('CIF Hamburg')).toBeVisible();
  },
};
/** A supplier's card: who asks, never how many competitors quoted. */
export const ForASupplier: Story = {
  args: {
    buyer: sampleRfq.buyer,
    quotes: undefined,
    direct: true,
    action: <ButtonLink href="/vendor/rfqs/41">Quote</ButtonLink>,
  },
};
export const Awarded: Story = {
  args: { status: { label: 'Awarded', tone: 'info' }, timeLeft: 'Ended', action: undefined },
};
export const Expired: Story = {
  args: { status: { label: 'Expired', tone: 'neutral' }, timeLeft: 'Ended', quotes: '0 quotes' },
};
export const Loading: Story = { render: () => <RecordCardSkeleton /> };
export const Empty: Story = {
  render: () => (
    <EmptyState title="No requests yet" description="Ask suppliers for a price on what you need." />
  ),
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
