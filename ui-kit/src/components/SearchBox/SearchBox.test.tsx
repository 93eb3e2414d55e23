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

  it('clears the search, where offered, by a blank submit or its Clear button', async () => {
    const onSearch = vi.fn();
    const onClear = vi.fn();
    render(<SearchBox onSearch={onSearch} onClear={onClear} defaultValue="cocoa" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), '  {Enter}');
    expect(onClear).toHaveBeenCalledTimes(2);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows the placeholder of the spec', () => {
    render(<SearchBox onSearch={() => {}} />);
    expect(screen.getByPlaceholderText('Search raw materials...')).toBeInTheDocument();
  });
});
