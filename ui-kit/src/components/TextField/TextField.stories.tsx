import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Select } from '../Select/Select';
import { TextAreaField, TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@company.com', required: true },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 10 characters.' },
};
export const WithError: Story = {
  args: { defaultValue: 'amara@', error: 'Enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'amara@example.com' } };
export const MultiLine: Story = {
  render: () => (
    <TextAreaField label="Description" required hint="What buyers should know: grade, origin, packing." />
  ),
};
/**
 * Fields side by side in a form's row, one with a hint: every control on the same line and of the
 * same height, a select's too (the fields without a hint used to spread over the row's height).
 */
export const InARow: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 280px)', gap: 16 }}>
      <TextField label="Target price" hint="Optional" />
      <Select
        label="Incoterm"
        options={[{ value: 'CIF', label: 'CIF — Cost, Insurance and Freight' }]}
        value="CIF"
        onChange={() => undefined}
      />
      <TextField label="Destination" required />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = [
      canvas.getByRole('textbox', { name: 'Target price' }),
      canvas.getByRole('combobox', { name: 'Incoterm' }),
      canvas.getByRole('textbox', { name: /Destination/ }),
    ].map((control) => control.getBoundingClientRect());
    await expect(boxes.map((box) => Math.round(box.top))).toEqual(Array(3).fill(Math.round(boxes[0]!.top)));
    await expect(boxes.map((box) => Math.round(box.height))).toEqual(
      Array(3).fill(Math.round(boxes[0]!.height)),
    );
  },
};
export const Dark: Story = { args: { error: 'Email is required' }, globals: { theme: 'dark' } };
