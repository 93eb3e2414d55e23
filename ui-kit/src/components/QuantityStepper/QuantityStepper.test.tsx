import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

function setup(value: number, min?: number) {
  const onChange = vi.fn();
  render(<QuantityStepper value={value} min={min} onChange={onChange} label="Quantity" />);
  return {
    onChange,
    input: screen.getByRole('spinbutton', { name: 'Quantity' }),
    minus: screen.getByRole('button', { name: 'Decrease Quantity' }),
    plus: screen.getByRole('button', { name: 'Increase Quantity' }),
  };
}

/**
 * Replaces the field's text at once: jsdom cannot keep Ark's caret between keystrokes, so the
 * snapping on leaving the field is tested in chromium by the stories' play functions.
 */
async function typeInto(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.paste(text);
}

describe('QuantityStepper in the cart drawer (minimum 1)', () => {
  it('disables minus at 1 and counts up with plus', async () => {
    const { minus, plus, onChange } = setup(1);
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});

describe('QuantityStepper on the cart page (minimum = minimumOrder)', () => {
  it('disables minus at the minimum order and counts down above it', async () => {
    const { minus, onChange } = setup(501, 500);
    expect(minus).toBeEnabled();
    await userEvent.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(500);
    expect(minus).toBeDisabled();
  });

  it('takes a larger typed value once, when the field is left', async () => {
    const { input, onChange } = setup(500, 500);
    await typeInto(input, '750');
    // Ark puts the text in its state and back in the field on its next render: Enter reads the field.
    await waitFor(() => expect(input).toHaveValue('750'));
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(750);
  });
});

describe('QuantityStepper for goods sold in packs (step)', () => {
  const packs = () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={100} min={100} step={25} onChange={onChange} label="Quantity" />);
    return { onChange, input: screen.getByRole('spinbutton', { name: 'Quantity' }) };
  };

  it('moves by the step', async () => {
    const { onChange } = packs();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(125);
  });

  it('snaps a typed quantity between steps to the nearest step', async () => {
    const { input, onChange } = packs();
    await typeInto(input, '513');
    await waitFor(() => expect(input).toHaveValue('513'));
    await userEvent.keyboard('{Enter}');
    // The field showing 525 is checked in chromium by the InPacks story.
    expect(onChange).toHaveBeenCalledExactlyOnceWith(525);
  });
});
