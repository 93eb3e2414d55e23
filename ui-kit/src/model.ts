/**
 * The records the kit renders. They match the API's payloads structurally (a Product from the API
 * is a ProductSummary), but the kit never imports the API: it renders whatever has these fields.
 */
import type { OrderStatus } from './components/StatusBadge/StatusBadge';

/** A link of the site's navigation: the app that uses the kit decides its places. */
export interface NavEntry {
  label: string;
  href: string;
}

export interface CategorySummary {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  parentId: number | null;
}

export interface ProductSummary {
  id: number;
  name: string;
  /** Price per unit in `currency`, a decimal string. */
  price: string;
  /** ISO 4217: what its prices are in. */
  currency: string;
  unit: string;
  minimumOrder: number;
  /** A price ladder: cheaper rungs at larger quantities, lowest price last. */
  priceTiers?: readonly PriceRung[];
  images: string[];
  vendor: { companyName: string | null; location: string | null; isVerified: boolean };
}

export interface VendorSummary {
  id: string;
  username: string | null;
  companyName: string | null;
  location: string | null;
  description: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  /** Average rating, 1 to 5; null before any. */
  rating: number | null;
  reviewCount: number;
  productCount: number;
}

export interface Review {
  id: number;
  rating: number;
  review: string | null;
  createdAt: string;
}

/** A rung of a price ladder: from minQuantity on, each unit costs price. */
export interface PriceRung {
  minQuantity: number;
  price: string;
}

export interface CartLineItem {
  id: number;
  quantity: number;
  /** The price per unit at this quantity, as the API priced it. */
  unitPrice: string;
  lineTotal: string;
  /** The next rung up, when there is one. */
  nextTier: PriceRung | null;
  product: Pick<ProductSummary, 'id' | 'name' | 'price' | 'currency' | 'unit' | 'minimumOrder' | 'images'> & {
    /** Quantities go in steps of it. */
    orderMultiple: number;
  };
}

export interface OrderRecord {
  id: number;
  status: OrderStatus;
  totalAmount: string;
  /** ISO 4217: every amount of the order is in it. */
  currency: string;
  shippingAddress: string;
  notes: string | null;
  /** A sample order, outside the product's minimum order. */
  isSample?: boolean;
  /** Under trade protection: its money is held until the goods are received. */
  protected?: boolean;
  createdAt: string;
  updatedAt: string;
  items: {
    id: number;
    quantity: number;
    unitPrice: string;
    totalPrice: string;
    /** `unit`: what the quantity counts, as the product is sold (`metric ton`). */
    product: { name: string; images: string[]; unit: string };
  }[];
  vendor: { companyName: string | null; location: string | null };
  /** The buying firm: what its supplier's card names. */
  buyer?: { companyName: string };
  /** An order on a quote: the Incoterm agreed at its named place, and who carries cost and risk from where. */
  terms?: { delivery: { terms: string; risk: string; costs: string } } | null;
}

/** A vendor's name as buyers see it: the company, else the username. */
export function vendorName(vendor: Pick<VendorSummary, 'companyName' | 'username'>): string {
  return vendor.companyName ?? vendor.username ?? 'Unnamed supplier';
}

/** Why a picked file will not be sent: a title and a sentence, in its owner's words. */
export interface FileRefusal {
  title: string;
  description: string;
}

/** What an uploader needs of the server's rules for one kind of media (the kit holds none). */
export interface MediaRules {
  /** The MIME types the file picker offers. */
  types: readonly string[];
  /** How many one product holds. */
  max: number;
  /** Why a picked file will be refused, or null to send it. */
  refusal(file: File): FileRefusal | null;
}
