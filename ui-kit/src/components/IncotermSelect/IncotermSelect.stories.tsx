import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { INCOTERM_OPTIONS } from '@rawex/fixtures/trade';
import { IncotermSelect, type IncotermSelectProps } from './IncotermSelect';

function Picker(props: Partial<IncotermSelectProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ maxWidth: 360 }}>
      <IncotermSelect terms={INCOTERM_OPTIONS} {...props} value={value} onChange={setValue} />
      <p>Chosen: {value || 'none'}</p>
    </div>
  );
}

const meta = {
  title: 'Trade/IncotermSelect',
  component: Picker,
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each rule by its code and full name; picking one sets the code. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Incoterm' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'FOB — Free On Board' }));
    await expect(canvas.getByText('Chosen: FOB')).toBeVisible();
  },
};
export const Chosen: Story = { args: { value: 'CIF' } };
export const Invalid: Story = { args: { error: 'Incoterm must be one of the Incoterms 2020' } };
export const Disabled: Story = { args: { value: 'DAP', disabled: true } };
export const Phone: Story = {
  args: { value: 'CIF' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const Dark: Story = { args: { value: 'CIF' }, globals: { theme: 'dark' } };
