import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'icon'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { tone: 'secondary', children: 'Clear Filters' } };
export const Ghost: Story = { args: { tone: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Delete' } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = {
  args: { disabled: true, children: 'Adding...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adding...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const AsLink: Story = {
  render: () => <ButtonLink href="/products">Browse Products</ButtonLink>,
};
