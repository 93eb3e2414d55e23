import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup';

const options = [
  { value: 'AU', label: 'Australia', count: 49 },
  { value: 'CN', label: 'China', count: 1200 },
];

describe('CheckboxGroup', () => {
  it('names its boxes by their labels and counts, inside a group named by its label', () => {
    render(<CheckboxGroup label="Origin" options={options} value={['CN']} onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Origin' });
    expect(group).toContainElement(screen.getByRole('checkbox', { name: /^Australia\s*:\s*49$/ }));
    expect(screen.getByRole('checkbox', { name: /^China\s*:\s*1,200$/ })).toBeChecked();
  });

  it('shows a click at once, before its owner passes the new value, and then takes the owner’s', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CheckboxGroup label="Origin" options={options} value={['CN']} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Australia/ }));
    expect(onChange).toHaveBeenLastCalledWith(['CN', 'AU']);
    expect(screen.getByRole('checkbox', { name: /Australia/ })).toBeChecked();

    // The list reloaded with another choice: what the owner passes wins.
    rerender(<CheckboxGroup label="Origin" options={options} value={['AU']} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: /Australia/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /China/ })).not.toBeChecked();
  });

  it('marks its boxes invalid with the error, and disables them all', () => {
    const { rerender } = render(
      <CheckboxGroup label="Origin" options={options} value={[]} onChange={vi.fn()} error="Choose one." />,
    );
    expect(screen.getByRole('checkbox', { name: /Australia/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Origin' })).toHaveAccessibleDescription('Choose one.');
    rerender(<CheckboxGroup label="Origin" options={options} value={[]} onChange={vi.fn()} disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
