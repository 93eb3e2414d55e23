import { AppError, type FieldError } from './app-error.ts';

interface ConstraintMessage {
  field: string;
  message: string;
}

/** What each named constraint of the schema means to a person. */
const constraintMessages: Record<string, ConstraintMessage> = {
  users_email_unique: { field: 'email', message: 'An account with this email already exists.' },
  users_username_unique: { field: 'username', message: 'This username is already taken.' },
  users_email_format: { field: 'email', message: 'Email must be a valid, lower-case email address.' },
  users_username_format: {
    field: 'username',
    message: 'Username must be 3 to 40 lower-case letters, digits, dots, dashes or underscores.',
  },
  users_role_valid: { field: 'role', message: 'Role must be one of buyer, vendor or admin.' },
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
  products_vendor_id_fkey: { field: 'vendorId', message: 'The vendor does not exist.' },
  products_category_id_fkey: { field: 'categoryId', message: 'The category does not exist.' },
  orders_status_valid: {
    field: 'status',
    message: 'Order status must be one of pending, confirmed, shipped, delivered or cancelled.',
  },
  orders_total_amount_non_negative: { field: 'totalAmount', message: 'Order total cannot be negative.' },
  orders_shipping_address_present: { field: 'shippingAddress', message: 'A shipping address is required.' },
  order_items_quantity_positive: { field: 'quantity', message: 'Quantity must be at least 1.' },
  cart_items_user_product_unique: { field: 'productId', message: 'This product is already in the cart.' },
  cart_items_quantity_positive: { field: 'quantity', message: 'Quantity must be at least 1.' },
  cart_items_product_id_fkey: { field: 'productId', message: 'The product does not exist.' },
  vendor_ratings_vendor_buyer_unique: { field: 'vendorId', message: 'You have already rated this vendor.' },
  vendor_ratings_rating_range: { field: 'rating', message: 'Rating must be a whole number from 1 to 5.' },
  vendor_ratings_not_self: { field: 'vendorId', message: 'A vendor cannot rate itself.' },
};

interface PostgresErrorFields {
  code?: unknown;
  detail?: unknown;
  constraint?: unknown;
  column?: unknown;
  table?: unknown;
}

/** SQLSTATE classes we answer as the client's fault; anything else stays a 500. */
const sqlStates: Record<string, { status: number; code: string; title: string; detail: string }> = {
  '23505': { status: 409, code: 'conflict', title: 'Conflict', detail: 'This value is already taken.' },
  '23503': {
    status: 409,
    code: 'reference_conflict',
    title: 'Conflict',
    detail: 'This refers to a record that does not exist, or is still referred to elsewhere.',
  },
  '23514': {
    status: 422,
    code: 'constraint_violation',
    title: 'Unprocessable Content',
    detail: 'A value is outside what is allowed.',
  },
  '23502': {
    status: 422,
    code: 'missing_value',
    title: 'Unprocessable Content',
    detail: 'A required value is missing.',
  },
  '22003': {
    status: 422,
    code: 'number_out_of_range',
    title: 'Unprocessable Content',
    detail: 'A number is too large.',
  },
  '22P02': {
    status: 422,
    code: 'invalid_value',
    title: 'Unprocessable Content',
    detail: 'A value has the wrong type.',
  },
  '40P01': {
    status: 503,
    code: 'try_again',
    title: 'Service Unavailable',
    detail: 'The database was busy with a conflicting change. Try again.',
  },
  '40001': {
    status: 503,
    code: 'try_again',
    title: 'Service Unavailable',
    detail: 'The database was busy with a conflicting change. Try again.',
  },
};

/** Objection wraps driver errors; the fields we read live on the original. */
function postgresFields(error: unknown): PostgresErrorFields | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = (error as { nativeError?: unknown }).nativeError ?? error;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const fields = candidate as PostgresErrorFields;
  return typeof fields.code === 'string' ? fields : undefined;
}

/**
 * Maps a PostgreSQL error (from pg or PGlite, raw or wrapped by Objection) to an AppError a
 * person can act on, or undefined when the error is not the client's doing.
 */
export function mapDatabaseError(error: unknown): AppError | undefined {
  const fields = postgresFields(error);
  if (!fields) return undefined;

  // Deleting a referenced row: 23001 where the key is ON DELETE RESTRICT (PostgreSQL 18), 23503 before.
  const deletesReferencedRow =
    fields.code === '23001' ||
    (fields.code === '23503' && String(fields.detail).includes('still referenced'));
  if (deletesReferencedRow) {
    return new AppError({
      status: 409,
      code: 'still_referenced',
      title: 'Conflict',
      detail: 'This record is still used by other records and cannot be removed.',
      cause: error,
    });
  }

  const state = sqlStates[fields.code as string];
  if (!state) return undefined;
  const constraint = typeof fields.constraint === 'string' ? fields.constraint : undefined;
  const known = constraint ? constraintMessages[constraint] : undefined;
  const column = typeof fields.column === 'string' ? fields.column : undefined;
  const errors: FieldError[] | undefined = known
    ? [known]
    : column
      ? [{ field: column, message: state.detail }]
      : undefined;

  return new AppError({
    status: state.status,
    code: state.code,
    title: state.title,
    detail: known?.message ?? state.detail,
    errors,
    cause: error,
  });
}
