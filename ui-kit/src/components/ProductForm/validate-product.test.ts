import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, validateProduct, type ProductFormValues } from './validate-product';

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: '  Arabica coffee beans ',
  categoryId: 1,
  description: 'Grade 1, washed.',
  price: '4.5',
  unit: 'kg',
  availableQuantity: '12000',
  minimumOrder: '500',
  images: ['/uploads/a.png'],
};

describe('validateProduct', () => {
  it('gives every message of an empty form, images first', () => {
    const { errors } = validateProduct(EMPTY_PRODUCT_FORM);
    expect(errors).toEqual({
      images: 'At least one image is required',
      name: 'Product name is required',
      categoryId: 'Choose a category',
      description: 'Description is required',
      price: 'Enter a price above $0 with at most 2 decimals, e.g. 1250.50',
      unit: 'Unit is required, e.g. kg or metric ton',
    });
  });

  it('hands over the product in the API shape: trimmed, price with 2 decimals, whole numbers, active', () => {
    expect(validateProduct(filled).product).toEqual({
      name: 'Arabica coffee beans',
      categoryId: 1,
      description: 'Grade 1, washed.',
      price: '4.50',
      unit: 'kg',
      availableQuantity: 12000,
      minimumOrder: 500,
      images: ['/uploads/a.png'],
      videos: [],
      specifications: {},
      isActive: true,
    });
  });

  it('falls back to 0 available and a minimum order of 1 when those are left blank', () => {
    const { product } = validateProduct({ ...filled, availableQuantity: ' ', minimumOrder: '' });
    expect(product).toMatchObject({ availableQuantity: 0, minimumOrder: 1 });
  });

  it('refuses more than 5 images or 3 videos, fractions of units and prices with 3 decimals', () => {
    const { errors } = validateProduct({
      ...filled,
      images: Array(6).fill('/uploads/a.png'),
      videos: Array(4).fill('/uploads/v.mp4'),
      availableQuantity: '2.5',
      minimumOrder: '0',
      price: '1.999',
    });
    expect(errors).toEqual({
      images: 'Maximum 5 images allowed',
      videos: 'Maximum 3 videos allowed',
      availableQuantity: 'Enter a whole number of units',
      minimumOrder: 'Enter a whole number of at least 1',
      price: 'Enter a price above $0 with at most 2 decimals, e.g. 1250.50',
    });
  });
});
