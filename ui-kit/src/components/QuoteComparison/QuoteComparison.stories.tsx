import type { Meta, StoryObj } from '@storybook/react-vite';
import { describePaymentPlan, sampleQuotes } from '@rawex/fixtures/trade';
import { expect, within } from 'storybook/test';
import { formatDuration, formatPrice, formatTimeLeft, formatUnitPrice, pluralize } from '../../format/format';
import { Button } from '../Button/Button';
import { QuoteComparison, type ComparedQuote } from './QuoteComparison';

const lowest = Math.min(...sampleQuotes.map((quote) => Number(quote.unitPrice)));
const compared: ComparedQuote[] = sampleQuotes.map((quote) => ({
  id: quote.id,
  supplier: {
    name: quote.supplier,
    href: '#',
    isVerified: quote.isVerified,
    rating: quote.rating,
    reviewCount: quote.reviewCount,
    responseRate: quote.responseRate
      ? `${Math.round(quote.responseRate.answeredWithinDay * 100)}% answered within a day · median ${formatDuration(quote.responseRate.medianMinutes)}`
      : undefined,
  },
  unitPrice: formatUnitPrice(quote.unitPrice, 'USD', 'kg'),
  quantity: `${quote.quantity.toLocaleString('en-US')} kg`,
  total: formatPrice(quote.totalPrice, 'USD'),
  leadTime: pluralize(quote.leadTimeDays, 'day'),
  incoterm: `${quote.incoterm} ${quote.incotermPlace}`,
  validity: formatTimeLeft(quote.validUntil),
  status:
    quote.status === 'submitted'
      ? { label: 'Submitted', tone: 'info' }
      : { label: 'Expired', tone: 'neutral' },
  notes: quote.paymentPlan ? describePaymentPlan(quote.paymentPlan) : undefined,
  best: Number(quote.unitPrice) === lowest,
}));

const meta = {
  title: 'Trade/QuoteComparison',
  component: QuoteComparison,
  args: {
    caption: '3 quotes on “Green arabica, screen 16+, 20 t”',
    quotes: compared,
    actions: (quote: ComparedQuote) =>
      quote.status.label === 'Submitted' ? (
        <>
          <Button size="small">Accept</Button>
          <Button size="small" tone="secondary">
            Decline
          </Button>
          <Button size="small" tone="secondary">
            Message
          </Button>
        </>
      ) : null,
  },
} satisfies Meta<typeof QuoteComparison>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three suppliers side by side; the lowest price marked. */
export const ThreeQuotes: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const best = within(table).getByRole('row', { name: 'Quote from Kivu Highlands Coop' });
    await expect(within(best).getByText('Lowest')).toBeVisible();
  },
};
export const WithoutActions: Story = { args: { actions: undefined } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { quotes: [], emptyText: 'No quotes yet: suppliers have until the request closes.' },
};
export const Error: Story = { args: { error: 'Failed to load the quotes.' } };
/** One card per quote, each figure labelled. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
