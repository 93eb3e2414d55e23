import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_PICKER_RULES } from '@rawex/fixtures/records';
import { ImageUploader } from './ImageUploader';

const png = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup(images: string[] = [], upload = vi.fn(async (file: File) => `/uploads/${file.name}`)) {
  const onChange = vi.fn();
  const onAlert = vi.fn();
  render(
    <ImageUploader
      images={images}
      onChange={onChange}
      upload={upload}
      onAlert={onAlert}
      rules={IMAGE_PICKER_RULES}
    />,
  );
  return { onChange, onAlert, upload, input: screen.getByTestId('image-input') as HTMLInputElement };
}

describe('ImageUploader', () => {
  it('shows the empty state and the hint', () => {
    setup();
    expect(screen.getByText('No images uploaded yet')).toBeInTheDocument();
    expect(screen.getByText(/PNG, JPG, JPEG/)).toBeInTheDocument();
  });

  it('uploads the picked images and adds their URLs', async () => {
    const { input, onChange } = setup(['/uploads/a.png']);
    await userEvent.upload(input, [png('b.png'), png('c.png')]);
    expect(onChange).toHaveBeenCalledWith(['/uploads/a.png', '/uploads/b.png', '/uploads/c.png']);
  });

  it('takes only as many files as there are free slots', async () => {
    const { input, onChange, upload } = setup(['/1.png', '/2.png', '/3.png']);
    await userEvent.upload(input, [png('4.png'), png('5.png'), png('6.png')]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledWith(['/1.png', '/2.png', '/3.png', '/uploads/4.png', '/uploads/5.png']);
  });

  it('skips a non-image, an image type the server does not take, and a file over 10MB, with the spec alerts', async () => {
    const { input, onAlert, onChange } = setup();
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // An image of a type the server does not take is refused like any other file.
    const gif = new File(['GIF89a'], 'spinner.gif', { type: 'image/gif' });
    const huge = png('huge.png', 10 * 1024 * 1024 + 1);
    await userEvent.upload(input, [notes, gif, huge, png('ok.png')], { applyAccept: false });
    expect(onAlert).toHaveBeenCalledWith('notes.txt is not a valid image file');
    expect(onAlert).toHaveBeenCalledWith('spinner.gif is not a valid image file');
    expect(onAlert).toHaveBeenCalledWith('huge.png is too large. Maximum size is 10MB');
    expect(onChange).toHaveBeenCalledWith(['/uploads/ok.png']);
  });

  it('adds nothing from a batch when an upload fails, and says so', async () => {
    const upload = vi.fn(async (file: File) => {
      if (file.name === 'bad.png') throw new Error('500: upload failed');
      return `/uploads/${file.name}`;
    });
    const { input, onAlert, onChange } = setup([], upload);
    await userEvent.upload(input, [png('good.png'), png('bad.png')]);
    expect(onAlert).toHaveBeenCalledWith('Failed to upload images. Please try again.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('labels the first image Main, removes an image, and stops at five', async () => {
    const { onChange } = setup(['/1.png', '/2.png', '/3.png', '/4.png', '/5.png']);
    expect(screen.getAllByText('Main')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Select Images' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(onChange).toHaveBeenCalledWith(['/1.png', '/3.png', '/4.png', '/5.png']);
  });

  it('reads "Uploading..." while the files upload', async () => {
    let finish: (url: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { input } = setup([], upload);
    await userEvent.upload(input, png('slow.png'));
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    finish('/uploads/slow.png');
    expect(await screen.findByRole('button', { name: 'Select Images' })).toBeEnabled();
  });
});
