import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoVendors } from '@rawex/fixtures/records';
import { VendorCard, VendorCardSkeleton } from './VendorCard';

const verified = demoVendors.find((vendor) => vendor.isVerified && vendor.rating !== null)!;
const pending = demoVendors.find((vendor) => !vendor.isVerified)!;

const meta = {
  title: 'Vendors/VendorCard',
  component: VendorCard,
  args: { vendor: verified },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof VendorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('✓ Verified')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /View Profile/ })).toHaveAttribute(
      'href',
      `/vendors/${verified.id}`,
    );
    await expect(canvas.getByText(String(verified.productCount))).toBeVisible();
  },
};
export const Pending: Story = { args: { vendor: pending } };
/** A supplier that answers buyers quickly says so. */
export const Responsive: Story = {
  args: { responsiveness: '92% answered within a day · median 1 h' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('92% answered within a day · median 1 h')).toBeVisible();
  },
};
export const NoRatingsYet: Story = { args: { vendor: { ...verified, rating: null, reviewCount: 0 } } };
export const UsernameOnly: Story = {
  args: { vendor: { ...verified, companyName: null, description: null, location: null } },
};
export const Loading: Story = { render: () => <VendorCardSkeleton /> };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
