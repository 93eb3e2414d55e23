import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, VerifiedBadge } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Ready to Ship', tone: 'info' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
const allTones = () => (
  <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
    <VerifiedBadge isVerified />
    <VerifiedBadge isVerified={false} />
    <Badge tone="info">Ready to Ship</Badge>
    <Badge tone="primary">Main</Badge>
    <Badge tone="danger">Out of stock</Badge>
    <Badge>Min. 20 kg</Badge>
  </div>
);
export const Tones: Story = { render: allTones };
export const TonesDark: Story = { render: allTones, globals: { theme: 'dark' } };
