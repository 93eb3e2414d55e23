import type { ConstraintMessages } from '../platform/errors/index.ts';

/** What each named constraint of the catalogue's tables means to a person. */
export const constraintMessages: ConstraintMessages = {
  categories_slug_unique: { field: 'slug', message: 'A category with this slug already exists.' },
  categories_slug_format: {
    field: 'slug',
    message: 'Slug must be lower-case letters and digits separated by single dashes.',
  },
  categories_name_length: { field: 'name', message: 'Category name must be 1 to 100 characters.' },
  categories_not_own_parent: { field: 'parentId', message: 'A category cannot be its own parent.' },
  categories_parent_id_fkey: { field: 'parentId', message: 'The parent category does not exist.' },
  products_vendor_sku_unique: { field: 'sku', message: 'You already have a product with this SKU.' },
  products_name_length: { field: 'name', message: 'Product name must be 1 to 200 characters.' },
  products_unit_length: { field: 'unit', message: 'Unit must be 1 to 40 characters.' },
  products_price_non_negative: { field: 'price', message: 'Price must be 0 or more.' },
  products_currency_known: {
    field: 'currency',
    message: 'Currency must be a currency of ISO 4217, like EUR (GET /api/currencies lists them).',
  },
  products_minimum_order_positive: { field: 'minimumOrder', message: 'Minimum order must be at least 1.' },
  products_order_multiple_positive: {
    field: 'orderMultiple',
    message: 'The order multiple must be a whole number of at least 1.',
  },
  products_minimum_order_multiple: {
    field: 'minimumOrder',
    message: 'The minimum order must be a multiple of the order multiple.',
  },
  products_price_tiers_valid: {
    field: 'priceTiers',
    message:
      'Each rung must be above the one before (the first above the minimum order) and a multiple of the order multiple, and cheaper than the one before (the first cheaper than the base price); at most 5 rungs.',
  },
  products_sample_valid: {
    field: 'sample',
    message: 'A sample needs a quantity below the minimum order and a price above $0.',
  },
  products_available_quantity_non_negative: {
    field: 'availableQuantity',
    message: 'Available quantity cannot be negative.',
  },
  products_images_limit: { field: 'images', message: 'Maximum 5 images allowed' },
  products_videos_limit: { field: 'videos', message: 'Maximum 3 videos allowed' },
  products_specifications_object: { field: 'specifications', message: 'Specifications must be an object.' },
  products_origin_country_format: {
    field: 'originCountry',
    message: 'The origin must be a country’s ISO 3166-1 alpha-2 code, such as GH.',
  },
  products_grade_length: { field: 'grade', message: 'Grade must be 1 to 100 characters.' },
  products_purity_range: {
    field: 'purityPercent',
    message: 'Purity must be above 0 and at most 100 percent.',
  },
  products_certifications_limit: { field: 'certifications', message: 'At most 20 certifications.' },
  products_incoterms_known: { field: 'incoterms', message: 'Incoterms must be Incoterms 2020 rules.' },
  products_lead_time_range: { field: 'leadTimeDays', message: 'Lead time must be 0 to 365 days.' },
  products_hs_code_format: { field: 'hsCode', message: 'The HS code must be six digits.' },
  products_packaging_length: { field: 'packaging', message: 'Packaging must be 1 to 200 characters.' },
  certifications_pkey: { field: 'code', message: 'A certification with this code already exists.' },
  certifications_code_format: {
    field: 'code',
    message: 'A certification code is lower-case letters and digits joined by dashes, at most 40.',
  },
  certifications_name_length: {
    field: 'name',
    message: 'A certification’s name must be 1 to 80 characters.',
  },
  products_vendor_id_fkey: { field: 'vendorId', message: 'The supplier does not exist.' },
  products_category_id_fkey: { field: 'categoryId', message: 'The category does not exist.' },
};
