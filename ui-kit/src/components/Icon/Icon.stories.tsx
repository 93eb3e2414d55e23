import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, type IconName } from './Icon';

const names: IconName[] = ['cart', 'search', 'menu', 'close', 'bell', 'home', 'leaf', 'store', 'box'];

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
