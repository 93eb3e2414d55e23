import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  demoAttributeChoices,
  demoCategories,
  IMAGE_PICKER_RULES,
  VIDEO_PICKER_RULES,
} from '@rawex/fixtures/records';
import { ProductForm, type ProductFormProps } from './ProductForm';

const category = demoCategories.find((candidate) => candidate.parentId === null)!;

const renderForm = (props: Partial<ProductFormProps> = {}) => {
  const onSubmit = vi.fn();
  render(
    <ProductForm
      categories={demoCategories}
      uploadImage={async () => '/uploads/a.png'}
      imageRules={IMAGE_PICKER_RULES}
      videoRules={VIDEO_PICKER_RULES}
      uploadVideo={async () => '/uploads/v.mp4'}
      onNotify={() => {}}
      onSubmit={onSubmit}
      maxPriceRungs={5}
      attributeChoices={demoAttributeChoices}
      companyCurrency="USD"
      {...props}
    />,
  );
  return { onSubmit };
};

describe('ProductForm', () => {
  it('shows the messages its owner answers, keeps the form, and focuses the first field at fault', async () => {
    const onSubmit = vi.fn(() => ({
      images: 'At least one image is required',
      name: 'Product name is required',
    }));
    renderForm({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByText('At least one image is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveAccessibleDescription(
      'Product name is required',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('2 fields need your attention');
    // The focus moves in an effect after the refused submit: on a loaded machine, a moment later.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveFocus());
    await userEvent.type(screen.getByRole('textbox', { name: 'Product name' }), 'T');
    expect(screen.getByRole('textbox', { name: 'Product name' })).not.toHaveAccessibleDescription(
      'Product name is required',
    );
  });

  it('reads "Creating..." while its owner saves, handing over what was typed', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({
      onSubmit,
      initialValues: { categoryId: category.id, images: ['/uploads/a.png'], originCountry: 'MM' },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Product name' }), 'Teak logs');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'FSC certified.');
    const price = screen.getByRole('spinbutton', { name: 'Price per unit (USD)' });
    await userEvent.clear(price);
    await userEvent.type(price, '420.5');
    await userEvent.type(screen.getByRole('combobox', { name: 'Unit' }), 'm³');
    expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveTextContent('Myanmar');
    await userEvent.type(screen.getByRole('combobox', { name: 'Grade' }), 'Plantation A');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Lead time (days)' }), '45');
    await userEvent.type(screen.getByRole('textbox', { name: 'HS code' }), '440349');
    await userEvent.type(screen.getByRole('textbox', { name: 'Packaging' }), 'Loose, in 40 ft containers');
    await userEvent.click(screen.getByRole('checkbox', { name: 'FSC' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'FOB — Free On Board' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'CIF — Cost, Insurance and Freight' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Teak logs',
      categoryId: category.id,
      description: 'FSC certified.',
      currency: '',
      price: '420.5',
      unit: 'm³',
      availableQuantity: '0',
      minimumOrder: '1',
      orderMultiple: '1',
      priceTiers: [],
      sampleQuantity: '',
      samplePrice: '',
      images: ['/uploads/a.png'],
      videos: [],
      sku: '',
      originCountry: 'MM',
      grade: 'Plantation A',
      purityPercent: '',
      certifications: ['fsc'],
      incoterms: ['FOB', 'CIF'],
      leadTimeDays: '45',
      hsCode: '440349',
      packaging: 'Loose, in 40 ft containers',
      specifications: [],
    });
    expect(screen.queryByRole('alert')).toBeNull();
    finish();
    expect(await screen.findByRole('button', { name: 'Create Product' })).toBeEnabled();
  });

  it('offers only top-level categories', async () => {
    renderForm();
    const options = screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    const topLevel = demoCategories
      .filter((candidate) => candidate.parentId === null)
      .map((candidate) => candidate.name);
    for (const name of topLevel) expect(options).toContain(name);
    expect(options).not.toContain(demoCategories.find((candidate) => candidate.parentId !== null)!.name);
  });
});
