import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoProducts } from '@rawex/fixtures/records';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';
import { IMAGE_PICKER_RULES } from '@rawex/fixtures/records';

const productImages = demoProducts.slice(0, 5).map((product) => product.images[0]!);

/** Uploads by reading the file locally, as a stand-in for the upload endpoint. */
const readLocally = async (file: File) => URL.createObjectURL(file);

function Stateful(props: ImageUploaderProps) {
  const [images, setImages] = useState(props.images);
  return (
    <ImageUploader
      {...props}
      images={images}
      onChange={(next) => {
        setImages(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Vendor/ImageUploader',
  component: ImageUploader,
  render: (args) => <Stateful {...args} />,
  args: {
    images: [],
    onChange: fn(),
    upload: fn(readLocally),
    onAlert: fn(),
    rules: IMAGE_PICKER_RULES,
  },
} satisfies Meta<typeof ImageUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithImages: Story = { args: { images: productImages.slice(0, 3) } };

export const Full: Story = {
  args: { images: productImages },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Select Images' })).toBeDisabled();
  },
};

export const Uploading: Story = {
  args: { upload: fn((_file: File) => new Promise<string>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array(64)], 'cocoa.png', { type: 'image/png' }));
    await expect(canvas.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  },
};

export const RejectsNonImages: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'invoice.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(args.onAlert).toHaveBeenCalledWith('invoice.pdf is not a valid image file');
  },
};

export const Phone: Story = {
  args: { images: productImages.slice(0, 2) },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Dark: Story = { args: { images: productImages.slice(0, 2) }, globals: { theme: 'dark' } };
