import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  args: {
    content: 'Sold in bulk: the minimum order applies.',
    children: <Button tone="secondary">Min. order</Button>,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** Not at once: the tooltip waits 700 ms, then shows. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Min. order' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    await waitFor(() => expect(page(canvasElement).getByRole('tooltip')).toBeVisible(), { timeout: 2000 });
  },
};

/** Keyboard users get it on focus, and Escape hides it. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await waitFor(() => expect(page(canvasElement).getByRole('tooltip')).toBeVisible(), { timeout: 2000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
