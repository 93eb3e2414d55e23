import { Model, type RelationMappings } from 'objection';
import { User } from '../accounts/index.ts';
import type { OrderStatus } from './order-states.contract.ts';
import type { PaymentPlan } from '../payments/payment-values.contract.ts';
import { BaseModel } from '../platform/database/base-model.ts';
import { OrderItem } from './order-item.model.ts';
import { OrderStatusChange } from './order-status-change.model.ts';

/** One supplier's order from one buyer: placed only by `place_orders` (`sql/place_orders.sql`). */
export class Order extends BaseModel {
  static override tableName = 'orders';

  id!: number;
  buyerId!: string;
  vendorId!: string;
  /** The member who placed it (or whose request an approver approved). */
  placedBy!: string | null;
  status!: OrderStatus;
  /** decimal(12,2) as a string. */
  totalAmount!: string;
  currency!: string;
  shippingAddress!: string;
  notes!: string | null;
  /** The accepted quote it was placed on, and the terms it carries from it. */
  quoteId!: number | null;
  incoterm!: string | null;
  incotermPlace!: string | null;
  incotermPlaceCode!: string | null;
  leadTimeDays!: number | null;
  /** The product whose sample it is, when it is a sample. */
  sampleOf!: number | null;
  /** The buying firm's purchase-order number. */
  poNumber!: string | null;
  paymentPlan!: PaymentPlan;
  /** Its ISO 11649 reference, from its pro-forma on. */
  paymentReference!: string | null;
  /** Trade protection, chosen as it was bought. */
  protected!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  items?: OrderItem[];
  statusChanges?: OrderStatusChange[];
  buyer?: User;
  vendor?: User;

  static override relationMappings = (): RelationMappings => ({
    items: {
      relation: Model.HasManyRelation,
      modelClass: OrderItem,
      join: { from: 'orders.id', to: 'order_items.orderId' },
    },
    statusChanges: {
      relation: Model.HasManyRelation,
      modelClass: OrderStatusChange,
      join: { from: 'orders.id', to: 'order_status_changes.orderId' },
    },
    buyer: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'orders.buyerId', to: 'users.id' },
    },
    vendor: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'orders.vendorId', to: 'users.id' },
    },
  });
}
