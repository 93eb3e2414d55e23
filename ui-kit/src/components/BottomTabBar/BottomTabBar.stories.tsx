import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoCart } from '@rawex/fixtures/records';
import { BottomTabBar } from './BottomTabBar';

const meta = {
  title: 'Layout/BottomTabBar',
  component: BottomTabBar,
  args: { currentPath: '/products', cartCount: demoCart.length },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof BottomTabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Produce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Produce' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(
      canvas.getByRole('link', { name: new RegExp(`^Cart\\s*, ${demoCart.length} items$`) }),
    ).toBeVisible();
  },
};
export const Home: Story = { args: { currentPath: '/' } };
export const EmptyCart: Story = { args: { cartCount: 0, currentPath: '/cart' } };
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } } };
