import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  commodityImageUrl,
  demoAttributeChoices,
  demoCategories,
  demoProducts,
} from '@rawex/fixtures/records';
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
    maxPriceRungs: 5,
    attributeChoices: demoAttributeChoices,
    currencies: [
      { code: 'EUR', name: 'Euro' },
      { code: 'GBP', name: 'Pound Sterling' },
      { code: 'USD', name: 'US Dollar' },
    ],
    companyCurrency: 'USD',
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
      price: 'Price must be more than 0',
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
      sku: existing.sku,
      name: existing.name,
      categoryId: existing.categoryId,
      description: existing.description,
      price: existing.price,
      unit: existing.unit,
      images: existing.images,
      availableQuantity: String(existing.availableQuantity),
      minimumOrder: String(existing.minimumOrder),
      orderMultiple: String(existing.orderMultiple),
      priceTiers: existing.priceTiers.map((tier) => ({ ...tier, minQuantity: String(tier.minQuantity) })),
      originCountry: existing.originCountry ?? '',
      grade: existing.grade ?? '',
      certifications: existing.certifications,
      incoterms: existing.incoterms,
      leadTimeDays: String(existing.leadTimeDays ?? ''),
      hsCode: existing.hsCode ?? '',
      packaging: existing.packaging ?? '',
      specifications: Object.entries(existing.specifications).map(([name, value]) => ({
        name,
        value: String(value),
      })),
    },
  },
};

/**
 * The trade details traders filter by: the origin picked from every country, a grade offered from
 * the category's, the certifications and Incoterms ticked; the API's refusal shows at its field.
 */
export const TradeDetails: Story = {
  args: {
    attributeChoices: { ...demoAttributeChoices, gradeSuggestions: ['Grade I', 'Grade II', 'Fine Flavour'] },
    initialValues: { originCountry: 'GH', grade: 'Grade I', purityPercent: '', hsCode: '1801' },
    onSubmit: fn(() => ({ hsCode: 'HS code must be a 6-digit HS code, such as 180100' })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Origin' })).toHaveTextContent('Ghana');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fairtrade' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'FOB — Free On Board' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create Product' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ certifications: ['fairtrade'], incoterms: ['FOB'], hsCode: '1801' }),
    );
    await expect(await canvas.findByText('HS code must be a 6-digit HS code, such as 180100')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'HS code' })).toHaveFocus();
  },
};
const ladder = {
  price: '4.20',
  minimumOrder: '100',
  orderMultiple: '25',
  priceTiers: [
    { minQuantity: '500', price: '3.90' },
    { minQuantity: '1000', price: '3.60' },
    { minQuantity: '5000', price: '3.35' },
  ],
};

/** Three rungs and a pack size; a rung is added and removed, and Add rung stops at the most allowed. */
export const ThreeRungs: Story = {
  args: { initialValues: ladder, maxPriceRungs: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ladderList = canvas.getByRole('list', { name: 'Price ladder' });
    await expect(within(ladderList).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Add rung' }));
    await expect(within(ladderList).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Add rung' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove rung 4' }));
    await expect(canvas.getByRole('button', { name: 'Add rung' })).toBeEnabled();
  },
};

/** The owner refused a rung: its message names the rung, whose quantity is marked. */
export const InvalidRung: Story = {
  args: {
    initialValues: {
      ...ladder,
      priceTiers: [
        { minQuantity: '500', price: '3.90' },
        { minQuantity: '1000', price: '3.95' },
      ],
    },
    onSubmit: fn(() => ({ priceTiers: 'Rung 2: must be below $3.90, rung 1’s price' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Product' }));
    await expect(await canvas.findByText('Rung 2: must be below $3.90, rung 1’s price')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Rung 2: from quantity' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A sample on offer below the minimum order. */
export const WithSample: Story = {
  args: { initialValues: { ...ladder, sampleQuantity: '10', samplePrice: '60.00' } },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** A product priced in another currency than its company's: every price field says which. */
export const PricedInEuros: Story = {
  args: {
    initialValues: {
      currency: 'EUR',
      price: '2450.00',
      priceTiers: [{ minQuantity: '100', price: '2400.00' }],
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('spinbutton', { name: 'Price per unit (EUR)' })).toHaveValue(2450);
    await expect(form.getByRole('spinbutton', { name: 'Rung 1: price per unit (EUR)' })).toBeVisible();
    await expect(form.getByRole('spinbutton', { name: 'Sample price (EUR)' })).toBeVisible();
  },
};
