import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';

function Controlled(props: SwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Switch
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Consoles/Switch',
  component: Switch,
  args: { label: 'Smart Replies', checked: true, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Space or a click toggles it; screen readers hear a switch with its label. */
export const On: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Smart Replies' });
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(control).not.toBeChecked();
  },
};
export const Off: Story = { args: { checked: false } };
export const Disabled: Story = { args: { disabled: true } };
export const HiddenLabel: Story = { args: { hideLabel: true, label: 'WhatsApp Business active' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
