import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceTable } from './BalanceTable';

const meta = {
  title: 'Money/BalanceTable',
  component: BalanceTable,
  args: {
    caption: 'Trial balance',
    rows: [
      {
        id: '1',
        label: 'Collection bank account',
        debits: '$1,260.00',
        credits: '$673.50',
        balance: '$586.50',
      },
      {
        id: '2',
        label: 'Held for protected orders',
        debits: '$840.00',
        credits: '$1,260.00',
        balance: '-$420.00',
      },
      {
        id: '3',
        label: 'Payable to suppliers',
        detail: 'Andes Coffee',
        debits: '$673.50',
        credits: '$673.50',
        balance: '$0.00',
      },
      { id: '4', label: 'Commission revenue', debits: '$0.00', credits: '$16.50', balance: '-$16.50' },
      {
        id: '5',
        label: 'Refunds payable to buyers',
        detail: 'Hamburg Roasters GmbH',
        debits: '$0.00',
        credits: '$150.00',
        balance: '-$150.00',
      },
    ],
    totals: { label: 'Total (difference)', debits: '$2,773.50', credits: '$2,773.50', balance: '$0.00' },
  },
} satisfies Meta<typeof BalanceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TrialBalance: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Trial balance' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByRole('rowheader', { name: 'Total (difference)' })).toBeVisible();
  },
};
export const WithoutTotals: Story = { args: { totals: undefined } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Error: Story = { args: { error: 'Failed to load the trial balance.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
