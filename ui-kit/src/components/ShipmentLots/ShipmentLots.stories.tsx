import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ShipmentLots, type ShipmentLot } from './ShipmentLots';

const atSea: ShipmentLot = {
  id: 12,
  title: 'Shipment #12',
  summary: 'Sea · MSC · B/L MEDUSS123456 · 2 containers',
  route: 'Santos → Hamburg',
  status: { label: 'In transit', tone: 'info' },
  arrival: { text: 'Arrives Dec 24, 2026 (estimated) · 3 days late', late: true },
  steps: [
    { title: 'Gated out', reachedAt: '2026-12-01T09:00:00Z', note: 'Santos' },
    { title: 'Loaded', reachedAt: '2026-12-02T09:00:00Z', note: 'Santos' },
    { title: 'Departed', reachedAt: '2026-12-03T09:00:00Z', note: 'Santos' },
    { title: 'Arrived', reachedAt: null, note: 'Expected Dec 24, 2026 · Hamburg' },
  ],
};
const delivered: ShipmentLot = {
  id: 13,
  title: 'Shipment #13',
  summary: 'Road · Kühne+Nagel · CMR 4471',
  route: 'Hamburg → Kano, warehouse 4',
  status: { label: 'Delivered', tone: 'success' },
  arrival: { text: 'Delivered Dec 20, 2026 · on time', late: false },
  steps: [
    { title: 'Departed', reachedAt: '2026-12-10T09:00:00Z', note: 'Hamburg' },
    { title: 'Delivered', reachedAt: '2026-12-20T09:00:00Z', note: 'Kano' },
  ],
};

const meta = {
  title: 'Orders/ShipmentLots',
  component: ShipmentLots,
  args: { lots: [atSea, delivered], empty: 'No shipment booked yet.' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ShipmentLots>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two lots: one at sea and running late, one delivered. */
export const TwoLots: Story = {
  play: async ({ canvasElement }) => {
    const lot = within(canvasElement).getByRole('listitem', { name: 'Shipment #12' });
    await expect(lot).toHaveTextContent('Santos → Hamburg');
    await expect(within(lot).getByText(/3 days late/)).toHaveAttribute('data-late', 'true');
    await expect(within(lot).getByRole('list', { name: 'Shipment #12 milestones' })).toHaveTextContent(
      'Arrived (to come)',
    );
  },
};
export const Booked: Story = {
  args: {
    lots: [{ ...atSea, status: { label: 'Booked', tone: 'neutral' }, arrival: undefined, steps: [] }],
  },
};
export const NoneYet: Story = {
  args: { lots: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No shipment booked yet.')).toBeVisible();
  },
};
/** The supplier's view: each lot offers to record its next milestone. */
export const ForTheSupplier: Story = {
  args: {
    lots: [
      {
        ...atSea,
        actions: (
          <Button size="small" tone="secondary">
            Record milestone
          </Button>
        ),
      },
      delivered,
    ],
  },
  play: async ({ canvasElement }) => {
    const lot = within(canvasElement).getByRole('listitem', { name: 'Shipment #12' });
    await expect(within(lot).getByRole('button', { name: 'Record milestone' })).toBeVisible();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
