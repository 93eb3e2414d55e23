export { BaseModel } from './base-model.ts';
export { CartItem } from './cart-item.ts';
export { Category } from './category.ts';
export { Order, ORDER_STATUSES, type OrderStatus } from './order.ts';
export { OrderItem } from './order-item.ts';
export { Product } from './product.ts';
export { Session } from './session.ts';
export { User, USER_ROLES, type UserRole } from './user.ts';
export { VendorRating } from './vendor-rating.ts';
