export { BaseModel } from './platform/database/base-model.ts';
export { CartItem } from './orders/cart-item.model.ts';
export { Category } from './catalogue/category.model.ts';
export { Order } from './orders/order.model.ts';
export { Product } from './catalogue/product.model.ts';
export { User } from './accounts/user.model.ts';
export { VendorRating } from './orders/vendor-rating.model.ts';
