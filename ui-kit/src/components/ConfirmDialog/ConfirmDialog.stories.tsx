import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    trigger: 'Revoke',
    triggerLabel: 'Revoke Warehouse sync',
    triggerTone: 'danger',
    title: 'Revoke Warehouse sync?',
    description: 'Requests with this key will be refused (401) from now on.',
    confirmLabel: 'Revoke key',
    pendingLabel: 'Revoking...',
    onConfirm: fn(async () => {}),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing happens until the action is confirmed; then the dialog closes. */
export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revoke Warehouse sync' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};
/** A failed action leaves the dialog open to try again. */
export const Error: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new globalThis.Error('offline'))) },
};
export const Delete: Story = {
  args: {
    trigger: 'Delete',
    triggerLabel: 'Delete Arabica Coffee Beans',
    triggerTone: 'ghost',
    title: 'Delete this product?',
    description: 'Arabica Coffee Beans will be taken off the catalogue.',
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting...',
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
