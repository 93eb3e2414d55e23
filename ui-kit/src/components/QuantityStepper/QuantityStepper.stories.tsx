import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoCart } from '@rawex/fixtures/records';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

const line = demoCart[0]!;

/** Holds the quantity the way a cart would, so the stories behave like the real thing. */
function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(quantity) => {
        setValue(quantity);
        props.onChange(quantity);
      }}
    />
  );
}

const meta = {
  title: 'Cart/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Stateful {...args} />,
  args: { value: 1, min: 1, label: `Quantity of ${line.product.name}`, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cart drawer: minimum 1; anything that is not a number falls back to 1. */
export const Drawer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton');
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('1'));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** The cart page: the product's minimum order is the floor; a smaller typed value snaps back to it. */
export const CartPage: Story = {
  args: { value: line.quantity, min: line.product.minimumOrder },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton');
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue(String(line.product.minimumOrder)));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste(String(line.product.minimumOrder * 3));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(line.product.minimumOrder * 3);
  },
};

/** Goods sold in 25 kg bags from 100 kg: the buttons move a bag at a time, a typed 513 becomes 525. */
export const InPacks: Story = {
  args: { value: 100, min: 100, step: 25 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton');
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(125);
    await userEvent.clear(input);
    await userEvent.type(input, '513');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('525'));
    await expect(args.onChange).toHaveBeenLastCalledWith(525);
  },
};

export const Disabled: Story = { args: { value: 3, disabled: true } };
