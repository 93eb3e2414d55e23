import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture, PictureProvider } from './Picture';

const fallback = 'data:image/svg+xml,fallback';

describe('Picture', () => {
  it('offers the resized copies the app can make, with the size it is shown at', () => {
    render(
      <PictureProvider resize={(src, width) => (src.endsWith('.png') ? `${src}?w=${width}` : null)}>
        <Picture src="/uploads/a.png" sizes="72px" fallback={fallback} alt="Cocoa" />
      </PictureProvider>,
    );
    const picture = screen.getByRole('img', { name: 'Cocoa' });
    expect(picture).toHaveAttribute('src', '/uploads/a.png');
    expect(picture).toHaveAttribute(
      'srcset',
      '/uploads/a.png?w=160 160w, /uploads/a.png?w=320 320w, /uploads/a.png?w=400 400w, /uploads/a.png?w=480 480w, /uploads/a.png?w=640 640w, /uploads/a.png?w=960 960w',
    );
    expect(picture).toHaveAttribute('sizes', '72px');
  });

  it('is a plain picture where nothing can resize it', () => {
    render(<Picture src="https://example.com/a.jpg" sizes="72px" fallback={fallback} alt="Cocoa" />);
    const picture = screen.getByRole('img', { name: 'Cocoa' });
    expect(picture).not.toHaveAttribute('srcset');
    expect(picture).not.toHaveAttribute('sizes');
  });

  it('shows the fallback, without copies, when the picture fails to load', () => {
    render(
      <PictureProvider resize={(src, width) => `${src}?w=${width}`}>
        <Picture src="/uploads/gone.png" sizes="72px" fallback={fallback} alt="Cocoa" />
      </PictureProvider>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Cocoa' }));
    const picture = screen.getByRole('img', { name: 'Cocoa' });
    expect(picture).toHaveAttribute('src', fallback);
    expect(picture).not.toHaveAttribute('srcset');
  });
});
