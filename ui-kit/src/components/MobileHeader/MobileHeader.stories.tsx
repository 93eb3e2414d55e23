import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoCart } from '@rawex/fixtures/records';
import { BottomTabBar } from '../BottomTabBar/BottomTabBar';
import { SAMPLE_MENU } from '../DesktopHeader/sample-navigation';
import { MobileHeader } from './MobileHeader';

const meta = {
  title: 'Layout/MobileHeader',
  component: MobileHeader,
  args: {
    menu: SAMPLE_MENU,
    cartCount: demoCart.length,
    onOpenCart: fn(),
    onSearch: fn(),
    notificationCount: 3,
    user: null,
    onSignOut: fn(),
    currentPath: '/',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof MobileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu slides down with its entries and closes again. */
export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(within(menu).getAllByRole('listitem')).toHaveLength(SAMPLE_MENU.length);
    await userEvent.click(toggle);
    await expect(menu).not.toBeVisible();
  },
};

/** The search toggle opens the box with focus in it; a search closes it. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('cocoa{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('cocoa');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Badges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Notifications, 3 new' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Cart, ${demoCart.length} items` })).toHaveTextContent(
      String(demoCart.length),
    );
  },
};
/** With no count given, the bell shows none and is named plainly. */
export const NoNotifications: Story = {
  args: { notificationCount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications' })).toBeVisible();
  },
};
export const SignedIn: Story = { args: { user: { name: 'Amara Okafor' } } };
export const WithTabBar: Story = {
  render: (args) => (
    <>
      <MobileHeader {...args} />
      <BottomTabBar currentPath={args.currentPath ?? '/'} cartCount={args.cartCount} />
    </>
  ),
};
export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } } };
