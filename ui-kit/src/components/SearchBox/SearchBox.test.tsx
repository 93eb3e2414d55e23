import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('submits the trimmed text', async () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), '  cocoa beans  {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('cocoa beans');
  });

  it('ignores blank text, from the keyboard or the button', async () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows the placeholder of the spec', () => {
    render(<SearchBox onSearch={() => {}} />);
    expect(screen.getByPlaceholderText('Search raw materials...')).toBeInTheDocument();
  });
});
