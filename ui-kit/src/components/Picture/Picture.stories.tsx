import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { commodityImageUrl } from '@rawex/fixtures/records';
import { FALLBACK_PRODUCT_IMAGE } from '../ProductCard/fallback-image';
import { Picture, PictureProvider } from './Picture';

const meta = {
  title: 'Media/Picture',
  component: Picture,
  args: {
    src: commodityImageUrl('cocoa-beans'),
    sizes: '240px',
    fallback: FALLBACK_PRODUCT_IMAGE,
    alt: 'Cocoa beans',
    width: 240,
    height: 180,
  },
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a PictureProvider: a plain picture. */
export const Plain: Story = {};

/**
 * Inside a PictureProvider the browser is offered resized copies (here the API's `?w=` form) and
 * fetches the one that fits `sizes`.
 */
export const WithResizedCopies: Story = {
  args: { src: '/uploads/example.png' },
  decorators: [
    (Story) => <PictureProvider resize={(src, width) => `${src}?w=${width}`}>{Story()}</PictureProvider>,
  ],
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement).getByRole('img', { name: 'Cocoa beans' });
    await expect(picture.getAttribute('srcset')).toContain('/uploads/example.png?w=320 320w');
  },
};

/** A picture that cannot be loaded shows the fallback. */
export const Broken: Story = {
  args: { src: '/no-such-picture.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The browser's error for the missing file may take more than a second on a busy machine.
    await waitFor(
      () =>
        expect(canvas.getByRole('img', { name: 'Cocoa beans' })).toHaveAttribute(
          'src',
          FALLBACK_PRODUCT_IMAGE,
        ),
      { timeout: 10_000 },
    );
  },
};
