import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, resultSummary } from './FilterBar';

describe('FilterBar', () => {
  it('says how many products were found, with the search text and category name', () => {
    expect(resultSummary({ count: 12 })).toBe('12 products found');
    expect(resultSummary({ count: 1, search: 'cocoa', categoryName: 'Cash Crops' })).toBe(
      '1 product found for “cocoa” in Cash Crops',
    );
  });

  it('offers Clear Filters only while a filter is set', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <FilterBar count={3} onClear={onClear} filtersActive={false}>
        <span />
      </FilterBar>,
    );
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    rerender(
      <FilterBar count={3} search="teak" onClear={onClear} filtersActive>
        <span />
      </FilterBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('3 products found for “teak”');
  });
});
