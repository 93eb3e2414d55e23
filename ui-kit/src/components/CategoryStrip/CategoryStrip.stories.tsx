import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoCategories } from '@rawex/fixtures/records';
import { CategoryStrip } from './CategoryStrip';

const first = demoCategories.find((category) => category.parentId === null)!;
const children = demoCategories.filter((category) => category.parentId === first.id);

const meta = {
  title: 'Layout/CategoryStrip',
  component: CategoryStrip,
  args: { categories: demoCategories },
} satisfies Meta<typeof CategoryStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hover shows the child categories; leaving hides them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const topLinks = canvas.getAllByRole('link');
    await expect(topLinks).toHaveLength(demoCategories.filter((category) => !category.parentId).length);
    await userEvent.hover(canvas.getByRole('link', { name: first.name }));
    const panel = await canvas.findByRole('list', { name: `${first.name} categories` });
    await expect(within(panel).getAllByRole('link')).toHaveLength(children.length);
    await expect(within(panel).getByRole('link', { name: children[0]!.name })).toHaveAttribute(
      'href',
      `/category/${children[0]!.slug}`,
    );
    await userEvent.unhover(canvas.getByRole('link', { name: first.name }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: `${first.name} categories` })).toBeNull());
  },
};

/** Keyboard: focusing a category shows its panel, Tab walks into it, Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const panel = await canvas.findByRole('list', { name: `${first.name} categories` });
    await userEvent.tab();
    await expect(within(panel).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('list', { name: `${first.name} categories` })).toBeNull());
  },
};
export const Loading: Story = { args: { categories: undefined, loading: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
