import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoCart } from '@rawex/fixtures/records';
import { CompanySwitcher } from '../CompanySwitcher/CompanySwitcher';
import { ThemeSwitch } from '../ThemeSwitch/ThemeSwitch';
import { DesktopHeader } from './DesktopHeader';
import { SAMPLE_NAV, SAMPLE_VENDOR_ACTIONS } from './sample-navigation';

const meta = {
  title: 'Layout/DesktopHeader',
  component: DesktopHeader,
  args: {
    nav: SAMPLE_NAV,
    vendorActions: SAMPLE_VENDOR_ACTIONS,
    cartCount: demoCart.length,
    onOpenCart: fn(),
    onSearch: fn(),
    user: null,
    onSignOut: fn(),
    currentPath: '/products',
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof DesktopHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Produce' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await userEvent.type(canvas.getByPlaceholderText('Search raw materials...'), ' teak {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('teak');
    await userEvent.click(canvas.getByRole('button', { name: `Cart, ${demoCart.length} items` }));
    await expect(args.onOpenCart).toHaveBeenCalledOnce();
  },
};

/**
 * The vendor actions, the dashboard, Add Produce and Analytics, behind Selling ▾: a disclosure of links (the
 * site-navigation pattern); Escape closes it and puts focus back on the button.
 */
export const VendorMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Selling ▾' });
    await expect(canvas.queryByRole('link', { name: 'Add Produce' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Supplier Dashboard' })).toHaveAttribute(
      'href',
      '/vendor-dashboard',
    );
    await expect(canvas.getByRole('link', { name: 'Add Produce' })).toHaveAttribute(
      'href',
      '/vendor/products/add',
    );
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/vendor/analytics',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Add Produce' })).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  args: { user: { name: 'Amara Okafor' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amara Okafor')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};
/** A member of several companies: the switcher of the one acted for stands where the name would. */
export const SignedInForSeveralCompanies: Story = {
  args: {
    user: { name: 'Petra Purchaser' },
    identity: (
      <CompanySwitcher
        companies={[
          { id: 'ito', name: 'Ito Imports', role: 'purchaser' },
          { id: 'own', name: 'Petra Purchaser', role: 'owner' },
        ]}
        actingId="ito"
        onSwitch={() => {}}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Acting for' })).toBeVisible();
    await expect(canvas.queryByText('Petra Purchaser')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
export const EmptyCart: Story = { args: { cartCount: 0 } };
/**
 * Before who is signed in is known (a catalogue page, the same for everyone): nothing is shown in
 * the account's place, and the place is held, so the search keeps its width when it comes.
 */
export const CheckingSession: Story = {
  args: { user: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox')).toBeVisible();
  },
};
/** Signed in, with the trading switch: "Trading view" stays on one line, the search box gives way. */
export const WithThemeSwitch: Story = {
  args: { user: { name: 'Amara Okafor' }, extra: <ThemeSwitch dark={false} onChange={() => {}} /> },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Trading view');
    const text = document.createRange();
    text.selectNodeContents(label);
    await expect(text.getClientRects()).toHaveLength(1);
    await expect(within(canvasElement).getByPlaceholderText('Search raw materials...')).toBeVisible();
  },
};
export const Dark: Story = {
  args: { extra: <ThemeSwitch dark onChange={() => {}} /> },
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};
