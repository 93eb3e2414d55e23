import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoCategories } from '@rawex/fixtures/records';
import { Breadcrumbs } from './Breadcrumbs';

const child = demoCategories.find((category) => category.parentId !== null)!;
const parent = demoCategories.find((category) => category.id === child.parentId)!;

const meta = {
  title: 'Catalogue/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: parent.name, href: `/category/${parent.slug}` },
      { label: child.name },
    ],
    onBack: fn(),
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: parent.name })).toHaveAttribute(
      'href',
      `/category/${parent.slug}`,
    );
    await expect(canvas.getByText(child.name)).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '← Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
export const TopLevel: Story = {
  args: { items: [{ label: 'Home', href: '/' }, { label: parent.name }], onBack: undefined },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
