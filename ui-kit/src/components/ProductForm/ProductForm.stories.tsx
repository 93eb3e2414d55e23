import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commodityImageUrl, demoCategories, demoProducts } from '@rawex/fixtures/records';
import { ProductForm } from './ProductForm';
import { IMAGE_PICKER_RULES, VIDEO_PICKER_RULES } from '@rawex/fixtures/records';

const existing = demoProducts[0]!;

const meta = {
  title: 'Vendor/ProductForm',
  component: ProductForm,
  args: {
    imageRules: IMAGE_PICKER_RULES,
    videoRules: VIDEO_PICKER_RULES,
    categories: demoCategories,
    uploadImage: fn(async (_file: File) => commodityImageUrl('coffee')),
    uploadVideo: fn(async (_file: File) => '/uploads/demo.mp4'),
    onSubmit: fn(),
    onAlert: fn(),
    onNotify: fn(),
  },
} satisfies Meta<typeof ProductForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The owner refused what was typed: each field shows its message, the first at fault takes the focus. */
export const ValidationErrors: Story = {
  args: {
    onSubmit: fn(() => ({
      images: 'At least one image is required',
      name: 'Product name is required',
      categoryId: 'Category is required',
      description: 'Description is required',
      price: 'Price must be more than $0',
      unit: 'Unit is required',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Product' }));
    await expect(await canvas.findByText('At least one image is required')).toBeVisible();
    await expect(canvas.getByText('Category is required')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('6 fields need your attention');
    await expect(canvas.getByRole('textbox', { name: 'Product name' })).toHaveFocus();
  },
};

/** A filled form: the category is picked from the list, then "Creating..." until it is saved. */
export const Creating: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>(() => {})),
    initialValues: {
      name: existing.name,
      description: existing.description,
      price: existing.price,
      unit: existing.unit,
      availableQuantity: String(existing.availableQuantity),
      minimumOrder: String(existing.minimumOrder),
      images: existing.images,
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    const topLevel = demoCategories.find((category) => category.parentId === null)!;
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: topLevel.name }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Creating...' })).toBeDisabled());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: existing.name,
        categoryId: topLevel.id,
        minimumOrder: String(existing.minimumOrder),
      }),
    );
  },
};
export const Editing: Story = {
  args: {
    submitLabel: 'Save Changes',
    pendingLabel: 'Saving...',
    initialValues: {
      ...existing,
      availableQuantity: String(existing.availableQuantity),
      minimumOrder: String(existing.minimumOrder),
      specifications: Object.entries(existing.specifications).map(([name, value]) => ({
        name,
        value: String(value),
      })),
    },
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
