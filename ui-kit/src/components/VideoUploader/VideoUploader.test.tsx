import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VIDEO_PICKER_RULES } from '@rawex/fixtures/records';
import { VideoUploader } from './VideoUploader';

const video = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });

function setup(videos: string[] = [], upload = vi.fn(async (file: File) => `/uploads/${file.name}`)) {
  const onChange = vi.fn();
  const onNotify = vi.fn();
  render(
    <VideoUploader
      videos={videos}
      onChange={onChange}
      upload={upload}
      onNotify={onNotify}
      rules={VIDEO_PICKER_RULES}
    />,
  );
  return { onChange, onNotify, upload, input: screen.getByTestId('video-input') as HTMLInputElement };
}

describe('VideoUploader', () => {
  it('uploads the first file and says so', async () => {
    const { input, onChange, onNotify } = setup();
    await userEvent.upload(input, video('harvest.mp4'));
    expect(onChange).toHaveBeenCalledWith(['/uploads/harvest.mp4']);
    expect(onNotify).toHaveBeenCalledWith({
      title: 'Video uploaded',
      description: 'Your video has been uploaded successfully.',
      type: 'success',
    });
  });

  it('refuses a fourth video', async () => {
    const { input, onNotify, upload } = setup(['/1.mp4', '/2.mp4', '/3.mp4']);
    await userEvent.upload(input, video('four.mp4'));
    expect(upload).not.toHaveBeenCalled();
    expect(onNotify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Maximum videos reached',
        description: 'You can only upload up to 3 videos.',
      }),
    );
    expect(screen.getByText(/3\/3 videos/)).toBeInTheDocument();
  });

  it('refuses a file that is not a video, and one of 50MB or more', async () => {
    const { input, onNotify, upload } = setup();
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    expect(onNotify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Invalid file type', description: 'Please select a video file.' }),
    );
    // A video of a type the server does not take (Matroska) is refused the same way.
    await userEvent.upload(input, new File(['x'], 'clip.mkv', { type: 'video/x-matroska' }), {
      applyAccept: false,
    });
    expect(onNotify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Invalid file type' }));
    await userEvent.upload(input, video('long.mp4', 50 * 1024 * 1024));
    expect(onNotify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'File too large', description: 'Video must be smaller than 50MB.' }),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('toggles a video’s controls and removes it', async () => {
    const { onChange } = setup(['/a.mp4', '/b.mp4']);
    const toggle = screen.getAllByRole('button', { name: 'Controls' })[0]!;
    const first = screen.getByLabelText('Product video 1') as HTMLVideoElement;
    expect(first.controls).toBe(false);
    await userEvent.click(toggle);
    expect(first.controls).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove video 1' }));
    expect(onChange).toHaveBeenCalledWith(['/b.mp4']);
  });
});
