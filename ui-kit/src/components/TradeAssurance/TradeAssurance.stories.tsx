import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TradeAssurance } from './TradeAssurance';

const meta = { title: 'Layout/TradeAssurance', component: TradeAssurance } satisfies Meta<
  typeof TradeAssurance
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Trade Assurance' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Learn more about Trade Assurance' })).toHaveAttribute(
      'href',
      '/trade-assurance',
    );
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
