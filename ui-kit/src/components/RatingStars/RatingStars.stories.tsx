import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoVendors } from '@rawex/fixtures/records';
import { RatingInput } from './RatingInput';
import { RatingStars } from './RatingStars';

const vendor = demoVendors.find((candidate) => candidate.rating !== null)!;

const meta = {
  title: 'Catalogue/RatingStars',
  component: RatingStars,
  args: { value: vendor.rating, count: vendor.reviewCount },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: `Rated ${vendor.rating!.toFixed(1)} out of 5` }),
    ).toBeVisible();
  },
};
export const NoRatingsYet: Story = { args: { value: null, count: 0 } };
export const ProductCardFigures: Story = { args: { value: 4.8, count: 142, countLabel: 'sold' } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** Rating a supplier after a delivered order: click a star or use the arrow keys. */
export const Input: Story = {
  args: { value: null },
  render: function RatingInputDemo() {
    const [rating, setRating] = useState(0);
    const onChange = fn((value: number) => setRating(value));
    return <RatingInput label="Rate this supplier" value={rating} onChange={onChange} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getAllByRole('radio');
    await expect(stars).toHaveLength(5);
    await userEvent.click(stars[3]!);
    await expect(stars[3]).toBeChecked();
  },
};
export const InputDisabled: Story = {
  args: { value: null },
  render: () => <RatingInput label="Rate this supplier" value={4} onChange={() => {}} disabled />,
};
