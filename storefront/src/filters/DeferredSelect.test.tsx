import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';

/** The Select's code, held back until the test lets it come (a slow network). */
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('./SelectChunk', async (importOriginal) => {
  await code.arrived;
  return importOriginal();
});

const CATEGORIES = [
  { value: '', label: 'All Categories' },
  { value: 'metals', label: 'Metals & Minerals' },
  { value: 'energy', label: 'Energy' },
];

it('pressed from the keyboard while its code loads, opens once it arrives and takes a pick', async () => {
  // A DeferredSelect of its own: screens tested before it in this worker loaded the Select's code.
  vi.resetModules();
  const { DeferredSelect } = await import('./DeferredSelect');
  const onChange = vi.fn();
  render(<DeferredSelect label="Category" options={CATEGORIES} value="" onChange={onChange} />);
  const closed = screen.getByRole('combobox', { name: 'Category' });
  expect(closed).toHaveTextContent('All Categories');

  closed.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.queryByRole('option')).toBeNull();

  code.arrive();
  await userEvent.click(await screen.findByRole('option', { name: 'Metals & Minerals' }));
  expect(onChange).toHaveBeenCalledWith('metals');
  // The Select took the place of the closed one, and the focus is back on it once picked.
  const select = screen.getByRole('combobox', { name: 'Category' });
  expect(select).not.toBe(closed);
  await waitFor(() => expect(select).toHaveFocus());
});
