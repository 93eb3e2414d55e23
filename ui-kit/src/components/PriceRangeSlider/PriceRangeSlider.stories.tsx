import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_PRICE_RANGE, type PriceRange } from './price-range';
import { PriceRangeSlider, type PriceRangeSliderProps } from './PriceRangeSlider';

function Stateful(props: PriceRangeSliderProps) {
  const [value, setValue] = useState<PriceRange>(props.value);
  return (
    <div style={{ maxWidth: 360 }}>
      <PriceRangeSlider
        {...props}
        value={value}
        onChange={(range) => {
          setValue(range);
          props.onChange(range);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Catalogue/PriceRangeSlider',
  component: PriceRangeSlider,
  render: (args) => <Stateful {...args} />,
  args: { value: DEFAULT_PRICE_RANGE, currency: 'USD', onChange: fn() },
} satisfies Meta<typeof PriceRangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 0 to 10,000 by default; the arrow keys move a thumb by 100. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [lowest, highest] = canvas.getAllByRole('slider');
    await expect(lowest).toHaveAttribute('aria-valuemin', '0');
    await expect(highest).toHaveAttribute('aria-valuemax', '10000');
    lowest!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([200, 10000]));
    highest!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([200, 9900]));
    await expect(canvas.getByText('$200 – $9,900')).toBeVisible();
  },
};
export const Narrowed: Story = { args: { value: [500, 2500] } };
export const Disabled: Story = { args: { disabled: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
