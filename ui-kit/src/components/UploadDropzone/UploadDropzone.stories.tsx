import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadDropzone } from './UploadDropzone';

const meta = {
  title: 'Forms/UploadDropzone',
  component: UploadDropzone,
  args: {
    prompt: 'Drop a camt.053, camt.054 or CSV statement here, or',
    selectLabel: 'Select statement',
    hint: 'Up to 200MB.',
    accept: 'application/xml,text/csv,.xml,.csv',
    uploading: false,
    inputTestId: 'dropzone-input',
    onFiles: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof UploadDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A file selected is handed over, whatever its type: the caller says what it refuses. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByTestId('dropzone-input');
    const file = new File(['<Document/>'], 'statement.xml', { type: 'application/xml' });
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};
export const Uploading: Story = {
  args: { uploading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Select statement' })).toBeDisabled();
  },
};
