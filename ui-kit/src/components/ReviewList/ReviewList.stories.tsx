import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoRatings } from '@rawex/fixtures/records';
import { ReviewList } from './ReviewList';

const reviews = demoRatings.filter((rating) => rating.vendorId === demoRatings[0]!.vendorId).slice(0, 5);

const meta = {
  title: 'Vendors/ReviewList',
  component: ReviewList,
  args: { reviews },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(reviews.length);
  },
};
export const WithoutText: Story = {
  args: { reviews: reviews.map((review) => ({ ...review, review: null })) },
};
export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet')).toBeVisible();
  },
};
export const Loading: Story = { args: { reviews: undefined, loading: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
