import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentSamples } from '@rawex/fixtures/samples';
import { expect, within } from 'storybook/test';
import { formatDate } from '../../format/format';
import { ActivityList } from './ActivityList';

const activity = currentSamples().telegram.overview.recentActivity;

const meta = {
  title: 'Consoles/ActivityList',
  component: ActivityList,
  args: {
    label: 'Recent activity',
    items: activity.map((item) => ({ id: item.id, text: item.text, time: formatDate(item.at) })),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ActivityList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recent: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recent activity' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(activity.length);
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { items: [] } };
export const Error: Story = { args: { error: 'Failed to load the activity.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
