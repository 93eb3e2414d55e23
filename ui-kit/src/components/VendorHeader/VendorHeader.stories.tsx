import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoVendors } from '@rawex/fixtures/records';
import { VendorHeader, VendorHeaderSkeleton } from './VendorHeader';

const vendor = demoVendors.find((candidate) => candidate.isVerified && candidate.rating !== null)!;

const meta = {
  title: 'Vendors/VendorHeader',
  component: VendorHeader,
  args: { vendor },
} satisfies Meta<typeof VendorHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contact Vendor and Request Quote open the buyer's mail client, addressed to the supplier. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(vendor.companyName!);
    await expect(canvas.getByRole('link', { name: 'Contact Vendor' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${vendor.email}`)),
    );
  },
};
export const Pending: Story = { args: { vendor: demoVendors.find((candidate) => !candidate.isVerified)! } };
export const Loading: Story = { render: () => <VendorHeaderSkeleton /> };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
