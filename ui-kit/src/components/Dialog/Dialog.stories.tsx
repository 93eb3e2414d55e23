import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import * as Dialog from './Dialog';

function Example({ placement }: { placement: Dialog.DialogPlacement }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Open</Button>
      </Dialog.Trigger>
      <Dialog.Content placement={placement}>
        <Dialog.Header>Shipping address</Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>Where should the suppliers deliver this order?</Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button tone="secondary">Cancel</Button>
          </Dialog.CloseTrigger>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Feedback/Dialog',
  component: Example,
  args: { placement: 'center' },
  argTypes: { placement: { control: 'inline-radio', options: ['center', 'end', 'bottom'] } },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Centered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Shipping address' });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The side drawer the cart uses. */
export const Drawer: Story = {
  args: { placement: 'end' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The phone's bottom sheet the filters use. */
export const BottomSheet: Story = {
  args: { placement: 'bottom' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
