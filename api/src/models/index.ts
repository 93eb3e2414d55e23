export { BaseModel } from './base-model.ts';
export { CartItem } from './cart-item.ts';
export { Category } from './category.ts';
export { Order } from './order.ts';
export { Product } from './product.ts';
export { User } from './user.ts';
export { VendorRating } from './vendor-rating.ts';
