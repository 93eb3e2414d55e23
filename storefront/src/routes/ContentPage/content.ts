/** The marketing pages' words: a title, an introduction and a few points each. */
export interface PageContent {
  title: string;
  intro: string;
  points: { heading: string; text: string }[];
  action: { label: string; href: string };
}

export const MARKETING_PAGES: Record<string, PageContent> = {
  'ready-to-ship': {
    title: 'Ready to Ship',
    intro:
      'Produce in stock at the supplier, packed and ready to leave the warehouse as soon as the order is confirmed.',
    points: [
      {
        heading: 'In stock now',
        text: 'Every listing shows the quantity available today and its minimum order.',
      },
      {
        heading: 'Dispatched fast',
        text: 'Suppliers confirm and ship orders from their dashboard; you follow each step on My Orders.',
      },
      {
        heading: 'Many suppliers, one checkout',
        text: 'One cart, one checkout: each supplier receives its own order.',
      },
    ],
    action: { label: 'Browse Products', href: '/products' },
  },
  'trade-assurance': {
    title: 'Trade Assurance',
    intro: 'Buy with confidence: verified suppliers, tracked orders and payment protection on every trade.',
    points: [
      {
        heading: 'Verified suppliers',
        text: 'The Verified badge means our team has checked the company behind the listing.',
      },
      {
        heading: 'Order tracking',
        text: 'Placed, confirmed, shipped, delivered: every status change is dated.',
      },
      { heading: 'Escrow', text: 'Hold payment in escrow until the goods arrive as described.' },
    ],
    action: { label: 'Learn about Escrow', href: '/escrow' },
  },
  'buyer-central': {
    title: 'Buyer Central',
    intro: 'Everything a buyer needs to source raw materials in bulk on RawEx.',
    points: [
      {
        heading: 'Search the catalogue',
        text: 'Search by name, filter by category and price, sort by price or name.',
      },
      { heading: 'Compare suppliers', text: 'Ratings and reviews come from buyers who have ordered.' },
      { heading: 'Follow your orders', text: 'My Orders shows every order, its items and its tracking.' },
    ],
    action: { label: 'Start Shopping', href: '/products' },
  },
  'supplier-membership': {
    title: 'Supplier Membership',
    intro: 'Sell cash crops, timber, livestock, herbs, rare earths, energy and metals to buyers worldwide.',
    points: [
      {
        heading: 'List your produce',
        text: 'Add products with pictures and videos, or import thousands at once with the rawex CLI.',
      },
      { heading: 'Get verified', text: 'Verified suppliers carry the badge buyers look for.' },
      {
        heading: 'Run your shop',
        text: 'The supplier dashboard shows your orders, revenue, views and ratings.',
      },
    ],
    action: { label: 'Join as a supplier', href: '/join?role=vendor' },
  },
  logistics: {
    title: 'Logistics',
    intro: 'Freight for bulk raw materials: sea, rail and road, from the supplier’s warehouse to yours.',
    points: [
      { heading: 'Bulk and containers', text: 'Break-bulk, containers and tankers for every kind of cargo.' },
      { heading: 'Customs', text: 'Documents prepared for the origin and destination countries.' },
      { heading: 'Tracking', text: 'Each shipped order is tracked on My Orders.' },
    ],
    action: { label: 'See your orders', href: '/orders' },
  },
  inspection: {
    title: 'Inspection',
    intro: 'Independent quality and quantity inspection before the goods leave the supplier.',
    points: [
      { heading: 'Quality', text: 'Grading, moisture, purity and the specifications of the listing.' },
      { heading: 'Quantity', text: 'Weighing and counting at loading.' },
      { heading: 'Report', text: 'A written report with photographs before you release payment.' },
    ],
    action: { label: 'Browse Products', href: '/products' },
  },
};
