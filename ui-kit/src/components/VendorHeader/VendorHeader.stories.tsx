import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoVendors } from '@rawex/fixtures/records';
import { VendorHeader, VendorHeaderSkeleton } from './VendorHeader';

const vendor = demoVendors.find((candidate) => candidate.isVerified && candidate.rating !== null)!;

const meta = {
  title: 'Vendors/VendorHeader',
  component: VendorHeader,
  args: {
    vendor,
    contactHref: `/messages/new?vendorId=${vendor.id}`,
    quoteHref: `/rfqs/new?vendorId=${vendor.id}`,
    responsiveness: '92% answered within a day · median 1 h',
  },
} satisfies Meta<typeof VendorHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Contact Vendor writes to the supplier; Request Quote asks it alone for a price. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(vendor.companyName!);
    await expect(canvas.getByRole('link', { name: 'Contact Vendor' })).toHaveAttribute(
      'href',
      `/messages/new?vendorId=${vendor.id}`,
    );
    await expect(canvas.getByRole('link', { name: 'Request Quote' })).toHaveAttribute(
      'href',
      `/rfqs/new?vendorId=${vendor.id}`,
    );
  },
};
/** The supplier's own view of its profile: nothing to contact. */
export const WithoutActions: Story = {
  args: { contactHref: undefined, quoteHref: undefined, responsiveness: undefined },
};
export const Pending: Story = { args: { vendor: demoVendors.find((candidate) => !candidate.isVerified)! } };
export const Loading: Story = { render: () => <VendorHeaderSkeleton /> };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
