import type { Meta, StoryObj } from '@storybook/react-vite';
import { ESCROW_RELEASE_CONDITIONS } from '@rawex/fixtures/samples';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';

const conditions = ESCROW_RELEASE_CONDITIONS.map((condition) => ({ value: condition, label: condition }));

function Controlled(props: CheckboxGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CheckboxGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Consoles/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Release conditions', options: conditions, value: [conditions[0]!.value], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each box toggles on its own; the group returns every checked value. */
export const SomeChecked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Release conditions' })).toBeVisible();
    await userEvent.click(canvas.getByText(conditions[1]!.label));
    await expect(args.onChange).toHaveBeenLastCalledWith([conditions[0]!.value, conditions[1]!.value]);
  },
};
export const Empty: Story = { args: { value: [] } };
export const Error: Story = { args: { value: [], error: 'Choose at least one release condition.' } };
export const Disabled: Story = { args: { disabled: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
