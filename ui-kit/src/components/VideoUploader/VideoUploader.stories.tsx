import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { VideoUploader, type VideoUploaderProps } from './VideoUploader';
import { VIDEO_PICKER_RULES } from '@rawex/fixtures/records';

function Stateful(props: VideoUploaderProps) {
  const [videos, setVideos] = useState(props.videos);
  return (
    <VideoUploader
      {...props}
      videos={videos}
      onChange={(next) => {
        setVideos(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Vendor/VideoUploader',
  component: VideoUploader,
  render: (args) => <Stateful {...args} />,
  args: {
    rules: VIDEO_PICKER_RULES,
    videos: [],
    onChange: fn(),
    upload: fn(async (file: File) => URL.createObjectURL(file)),
    onNotify: fn(),
  },
} satisfies Meta<typeof VideoUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RejectsNonVideos: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await expect(args.onNotify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Invalid file type' }));
  },
};

export const Uploading: Story = {
  args: { upload: fn((_file: File) => new Promise<string>(() => {})) },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array(64)], 'field.mp4', { type: 'video/mp4' }));
    await expect(canvasElement.querySelector('button[disabled]')).toHaveTextContent('Uploading...');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
