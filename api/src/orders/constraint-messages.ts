import type { ConstraintMessages } from '../platform/errors/index.ts';

/** What each named constraint of the tables of carts, orders and ratings means to a person. */
export const constraintMessages: ConstraintMessages = {
  orders_status_valid: {
    field: 'status',
    message: 'Order status must be one of pending, confirmed, shipped, delivered or cancelled.',
  },
  orders_total_amount_non_negative: { field: 'totalAmount', message: 'Order total cannot be negative.' },
  orders_shipping_address_present: { field: 'shippingAddress', message: 'A shipping address is required.' },
  orders_po_number_length: {
    field: 'poNumber',
    message: 'A purchase-order number must be 1 to 60 characters.',
  },
  order_items_quantity_positive: { field: 'quantity', message: 'Quantity must be at least 1.' },
  cart_items_user_product_unique: { field: 'productId', message: 'This product is already in the cart.' },
  cart_items_quantity_positive: { field: 'quantity', message: 'Quantity must be at least 1.' },
  cart_items_product_id_fkey: { field: 'productId', message: 'The product does not exist.' },
  vendor_ratings_vendor_buyer_unique: { field: 'vendorId', message: 'You have already rated this supplier.' },
  vendor_ratings_rating_range: { field: 'rating', message: 'Rating must be a whole number from 1 to 5.' },
  vendor_ratings_not_self: { field: 'vendorId', message: 'A supplier cannot rate itself.' },
};
