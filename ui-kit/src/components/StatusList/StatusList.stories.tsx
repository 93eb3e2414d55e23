import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples } from '@rawex/fixtures/samples';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { StatusList } from './StatusList';

const status = currentSamples().telegram.settings.status;

const meta = {
  title: 'Consoles/StatusList',
  component: StatusList,
  args: {
    label: 'Integration status',
    items: status.map((row) => ({
      id: row.label,
      name: row.label,
      status: row.ok ? 'Connected' : 'Not set up',
      tone: row.ok ? ('success' as const) : ('warning' as const),
      detail: row.detail,
      action: (
        <Button size="small" tone="secondary">
          Test
        </Button>
      ),
    })),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof StatusList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connections: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Integration status' });
    await expect(within(list).getAllByRole('button', { name: 'Test' })).toHaveLength(status.length);
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { items: [] } };
export const Error: Story = { args: { error: 'Failed to check the connections.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
