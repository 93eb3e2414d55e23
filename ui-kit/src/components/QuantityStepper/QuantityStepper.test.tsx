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
    await userEvent.keyboard('{Enter}');
    // The field showing 525 is checked in chromium by the InPacks story.
    expect(onChange).toHaveBeenCalledExactlyOnceWith(525);
  });
});

describe('QuantityStepper on a busy phone', () => {
  /** Types `text` as one input event, without waiting for React to draw it: the page is busy. */
  function typeWithoutWaiting(input: HTMLInputElement, text: string) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: text.at(-1) }));
  }
  /** Lets the events' microtasks run (Ark answers events in them), but no task: no render at default priority. */
  const microtasks = async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  };

  const commits = {
    Enter: (field: HTMLInputElement) =>
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })),
    'leaving the field': (field: HTMLInputElement) => field.blur(),
  };
  for (const [how, commit] of Object.entries(commits)) {
    it(`commits what was typed on ${how} before the field was drawn again`, async () => {
      const { input, onChange } = setup(600, 600);
      const field = input as HTMLInputElement;
      field.focus();
      await microtasks();
      typeWithoutWaiting(field, '3');
      await microtasks();
      typeWithoutWaiting(field, '3000');
      await microtasks();
      commit(field);
      await waitFor(() => expect(onChange).toHaveBeenCalled());
      expect(onChange).toHaveBeenCalledExactlyOnceWith(3000);
      await waitFor(() => expect(input).toHaveValue('3000'));
    });
  }
});
