import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, type IconName } from './Icon';

const names: IconName[] = [
  'cart',
  'search',
  'menu',
  'close',
  'bell',
  'home',
  'leaf',
  'store',
  'box',
  'attachment',
];

const meta = {
  title: 'Layout/Icon',
  component: Icon,
  args: { name: 'cart' },
  argTypes: { name: { control: 'select', options: names } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = {};
const all = () => (
  <div style={{ display: 'flex', gap: '1rem' }}>
    {names.map((name) => (
      <Icon key={name} name={name} />
    ))}
  </div>
);
export const All: Story = { render: all };
export const AllDark: Story = { render: all, globals: { theme: 'dark' } };
/** In a line of text: as tall as its letters. */
export const Inline: Story = {
  render: () => (
    <p style={{ fontSize: '14px' }}>
      <Icon name="attachment" inline /> grading-report.pdf
    </p>
  ),
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelector('span[aria-hidden="true"]')!.getBoundingClientRect();
    await expect(drawn.height).toBe(14);
  },
};
