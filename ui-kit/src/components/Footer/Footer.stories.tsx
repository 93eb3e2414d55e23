import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_FOOTER } from '../DesktopHeader/sample-navigation';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { groups: SAMPLE_FOOTER, companyUrl: 'https://example.com', year: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Trade Assurance' })).toHaveAttribute(
      'href',
      '/trade-assurance',
    );
    await expect(canvas.getByRole('link', { name: /Parent company/ })).toHaveAttribute('target', '_blank');
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
