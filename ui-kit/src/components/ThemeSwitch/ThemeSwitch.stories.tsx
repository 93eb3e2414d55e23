import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeSwitch, type ThemeSwitchProps } from './ThemeSwitch';

function Stateful(props: ThemeSwitchProps) {
  const [dark, setDark] = useState(props.dark);
  return (
    <ThemeSwitch
      {...props}
      dark={dark}
      onChange={(next) => {
        setDark(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Layout/ThemeSwitch',
  component: ThemeSwitch,
  render: (args) => <Stateful {...args} />,
  args: { dark: false, onChange: fn() },
} satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Trading view' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Trading view'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};
export const Dark: Story = { args: { dark: true }, globals: { theme: 'dark' } };
