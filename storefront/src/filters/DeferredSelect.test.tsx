import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { DeferredSelect, type SelectCode } from './DeferredSelect';

/** The Select's code, held back until the test lets it come (a slow network). */
function heldBack(): { code: SelectCode; arrive: () => void } {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = async () => {
    await arrived;
    return import('./SelectChunk');
  };
  return { code: { load, waiting: new Set() }, arrive };
}

const CATEGORIES = [
  { value: '', label: 'All Categories' },
  { value: 'metals', label: 'Metals & Minerals' },
  { value: 'energy', label: 'Energy' },
];

it('pressed from the keyboard while its code loads, opens once it arrives and takes a pick', async () => {
  const { code, arrive } = heldBack();
  const onChange = vi.fn();
  render(<DeferredSelect code={code} label="Category" options={CATEGORIES} value="" onChange={onChange} />);
  const closed = screen.getByRole('combobox', { name: 'Category' });
  expect(closed).toHaveTextContent('All Categories');

  closed.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.queryByRole('option')).toBeNull();

  arrive();
  await userEvent.click(await screen.findByRole('option', { name: 'Metals & Minerals' }));
  expect(onChange).toHaveBeenCalledWith('metals');
  // The Select took the place of the closed one, and the focus is back on it once picked.
  const select = screen.getByRole('combobox', { name: 'Category' });
  expect(select).not.toBe(closed);
  await waitFor(() => expect(select).toHaveFocus());
});
