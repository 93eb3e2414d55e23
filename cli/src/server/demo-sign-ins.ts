import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addCompanyMember,
  addToCart,
  applyCollectionAccount,
  changeOrderStatus,
  createShipment,
  recordShipmentEvents,
  checkout,
  collectionAccount,
  createAccount,
  recordPayment,
  saveBankAccount,
  setAccountPassword,
  type AuthUser,
} from '@rawex/api';
import { sampleUsers } from '@rawex/fixtures';
import type { EventClassifier, ShipmentMilestone } from '@rawex/api/contracts';
import type { Knex } from 'knex';

/** One account of the demo that a newcomer can sign in as. */
export interface DemoSignIn {
  /** What the account shows of RawEx: a firm's owner, one of its members, or the operator. */
  as: 'buyer' | 'purchaser' | 'approver' | 'supplier' | 'sales' | 'administrator';
  email: string;
}

export interface DemoSignIns {
  /** Generated at the first start, the same for the three accounts. */
  password: string;
  accounts: DemoSignIn[];
}

/** Where the demo's sign-ins are kept, beside the database they open: readable by the owner alone. */
export const demoSignInsFile = (dataDirectory: string) => path.join(dataDirectory, 'demo-sign-ins.json');

/** The columns of an account acting for its own firm, as its owner (the demo's accounts do). */
const actingForOwnFirm = (db: Knex) => [
  'users.id',
  'users.email',
  'users.role',
  'users.id as companyId',
  db.raw(`'owner' AS company_role`),
];

const DEMO_ADMIN = { email: 'admin@rawex.demo', firstName: 'Demo', lastName: 'Administrator' };
/**
 * The people in the demo firms besides their owners: the buyer's purchaser (who may spend
 * DEMO_MONTHLY_LIMIT a month before an approver must agree) and approver, the supplier's sales
 * member.
 */
const DEMO_MEMBERS = [
  { as: 'purchaser', of: 'buyer', email: 'purchaser@rawex.demo', firstName: 'Petra', lastName: 'Purchaser' },
  { as: 'approver', of: 'buyer', email: 'approver@rawex.demo', firstName: 'Arno', lastName: 'Approver' },
  { as: 'sales', of: 'supplier', email: 'sales@rawex.demo', firstName: 'Sam', lastName: 'Sales' },
] as const;
const DEMO_MONTHLY_LIMIT = '5000.00';
/** Orders above this wait for the demo buyer's approver, whoever places them but its owner. */
const DEMO_APPROVAL_THRESHOLD = '20000.00';

const DEMO_SHIPPING_ADDRESS = 'Demo Buyer Warehouse, 12 Harbour Road, 3011 Rotterdam, Netherlands';

/**
 * The demo marketplace's collection account, so that buyers are offered protection; the IBAN is
 * the standard example. It stands as an environment's would: the operator's own
 * (`RAWEX_PROTECTION_*`, applied as the server starts) replaces it, and so does an
 * administrator's; where either is set already, it is not applied at all.
 */
const DEMO_COLLECTION_ACCOUNT = {
  accountHolder: 'RawEx Demo Collections',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/**
 * Where the demo supplier is paid, so that its pro-formas say how to pay: a bank account with
 * its bank's SWIFT code, as a supplier where there is no IBAN records it.
 */
const DEMO_SUPPLIER_ACCOUNT = {
  accountNumber: '00123456789',
  bankName: 'Banco de Chile',
  swift: 'BCHICLRM',
};

/** A firm's name as a payment file carries it: letters without accents, and the few signs allowed. */
const sepaName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 /\-?:().,'+]/g, '')
    .slice(0, 70);

/**
 * Three demo accounts a newcomer can sign in as on the seeded demo: a buyer, a verified supplier
 * with quotes and orders, and an administrator. The first start picks them, gives them one
 * generated password, a collection account unless the operator has one (so protection is offered), the supplier's
 * bank account (so its documents say how to pay), places the supplier's orders and writes it
 * all down; later starts read what was written.
 */
export async function prepareDemoSignIns(db: Knex, dataDirectory: string): Promise<DemoSignIns> {
  const file = demoSignInsFile(dataDirectory);
  const kept = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as DemoSignIns,
    () => undefined,
  );
  // Kept, and still there: a database made anew beside the old file gets sign-ins of its own.
  if (kept && (await haveSignIns(db, kept))) return kept;

  // Only the demo data's own accounts: never a real trader's, on a database that has some.
  const { vendors, buyers } = sampleUsers();
  const vendor = await db('users')
    .join('quotes', 'quotes.vendorId', 'users.id')
    .whereIn(
      'users.id',
      vendors.map((vendor) => vendor.id),
    )
    .where({ 'users.role': 'vendor', 'users.isVerified': true })
    .groupBy('users.id')
    .orderByRaw('count(*) DESC, users.id')
    .first<AuthUser | undefined>(...actingForOwnFirm(db));
  const buyer = await db('users')
    .join('rfqs', 'rfqs.buyerId', 'users.id')
    .join('quotes', 'quotes.rfqId', 'rfqs.id')
    .whereIn(
      'users.id',
      buyers.map((buyer) => buyer.id),
    )
    .where({ 'quotes.vendorId': vendor?.id ?? null })
    .groupBy('users.id')
    .orderByRaw('count(*) DESC, users.id')
    .first<AuthUser | undefined>(...actingForOwnFirm(db));
  if (!vendor || !buyer) throw new Error('The demo data has no supplier with quotes to sign in as.');

  const password = randomBytes(12).toString('base64url');
  const admin =
    (await db('users')
      .where({ email: DEMO_ADMIN.email })
      .first<AuthUser | undefined>(...actingForOwnFirm(db))) ??
    (await createAccount(db, { ...DEMO_ADMIN, password, role: 'admin' }));
  for (const account of [buyer, vendor, admin]) await setAccountPassword(db, account.id, password);
  if (!(await collectionAccount(db))) {
    await applyCollectionAccount(db, { collectionAccount: DEMO_COLLECTION_ACCOUNT });
  }
  const members = await prepareFirmMembers(db, { buyer, supplier: vendor }, password);
  const { companyName } = (await db('users').where({ id: vendor.id }).first('companyName')) as {
    companyName: string | null;
  };
  await saveBankAccount(db, vendor, {
    accountHolder: sepaName(companyName ?? vendor.email),
    ...DEMO_SUPPLIER_ACCOUNT,
  });
  await placeDemoOrders(db, buyer, vendor);

  const membersOf = (firm: 'buyer' | 'supplier'): DemoSignIn[] =>
    members.filter((member) => member.of === firm).map(({ as, email }) => ({ as, email }));
  const signIns: DemoSignIns = {
    password,
    accounts: [
      { as: 'buyer', email: buyer.email },
      ...membersOf('buyer'),
      { as: 'supplier', email: vendor.email },
      ...membersOf('supplier'),
      { as: 'administrator', email: admin.email },
    ],
  };
  await writeFile(file, `${JSON.stringify(signIns, null, 2)}\n`, { mode: 0o600 });
  return signIns;
}

/** The demo firms' members, made (or given the new password) and placed in their firms. */
async function prepareFirmMembers(
  db: Knex,
  owners: { buyer: AuthUser; supplier: AuthUser },
  password: string,
): Promise<{ as: DemoSignIn['as']; of: 'buyer' | 'supplier'; email: string }[]> {
  await db('companies')
    .where({ id: owners.buyer.id })
    .update({ orderApprovalThreshold: DEMO_APPROVAL_THRESHOLD });
  // Where its members' checkouts ship unless they say otherwise.
  if (!(await db('companyAddresses').where({ companyId: owners.buyer.id }).first('id'))) {
    await db('companyAddresses').insert({
      companyId: owners.buyer.id,
      label: 'Rotterdam warehouse',
      address: DEMO_SHIPPING_ADDRESS,
    });
  }
  for (const { as, of, email, firstName, lastName } of DEMO_MEMBERS) {
    const existing = await db('users').where({ email }).first('id');
    const id: string =
      existing?.id ?? (await createAccount(db, { email, password, firstName, lastName, role: 'buyer' })).id;
    if (existing) await setAccountPassword(db, id, password);
    await addCompanyMember(db, {
      companyId: owners[of].id,
      userId: id,
      role: as,
      monthlyLimit: as === 'purchaser' ? DEMO_MONTHLY_LIMIT : null,
    });
  }
  return DEMO_MEMBERS.map(({ as, of, email }) => ({ as, of, email }));
}

async function haveSignIns(db: Knex, { accounts }: DemoSignIns): Promise<boolean> {
  const emails = accounts.map((account) => account.email);
  const { count } = (await db('users')
    .whereIn('email', emails)
    .whereNotNull('passwordHash')
    .count({ count: '*' })
    .first()) as { count: number | string };
  return Number(count) === emails.length;
}

/**
 * Two orders from the demo buyer to the demo supplier, as a checkout places them: one paid and
 * shipped, one waiting.
 */
async function placeDemoOrders(db: Knex, buyer: AuthUser, vendor: AuthUser): Promise<void> {
  const products: { id: number; minimumOrder: number; orderMultiple: number }[] = await db('products')
    .where({ vendorId: vendor.id, isActive: true })
    .whereRaw('available_quantity >= 4 * greatest(minimum_order, order_multiple)')
    .orderBy('id')
    .limit(2)
    .select('id', 'minimumOrder', 'orderMultiple');
  const placed: number[] = [];
  for (const product of products) {
    const multiple = product.orderMultiple || 1;
    const quantity = Math.ceil(product.minimumOrder / multiple) * multiple;
    await addToCart(db, buyer, { productId: product.id, quantity });
    const { result } = await checkout(db, buyer, { shippingAddress: DEMO_SHIPPING_ADDRESS });
    placed.push(...result.orders.map((order) => order.id));
  }
  const [shipped] = placed;
  if (shipped === undefined) return;
  const confirmed = await changeOrderStatus(db, vendor, shipped, 'confirmed');
  // Paid in full by transfer first, as the supplier's terms (prepayment) ask before it ships.
  await recordPayment(db, vendor, {
    orderId: shipped,
    amount: confirmed.payment.outstanding,
    currency: confirmed.currency,
    valueDate: new Date().toISOString().slice(0, 10),
    method: 'bank_transfer',
  });
  await shipDemoOrder(db, vendor, shipped);
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * The paid order ships in a lot by sea to the buyer's port, on its supplier's events: gated out,
 * loaded and departed, due in Rotterdam in 18 days and now expected two days later.
 */
async function shipDemoOrder(db: Knex, vendor: AuthUser, orderId: number): Promise<void> {
  const { location } = (await db('users').where({ id: vendor.id }).first('location')) as {
    location: string | null;
  };
  const from = location?.split(',')[0]?.trim() || 'the port of origin';
  const lot = await createShipment(db, vendor, orderId, {
    mode: 'sea',
    carrier: 'Maersk',
    transportDocumentNumber: 'MAEU240781356',
    equipment: ['MSKU7310564'],
    placeOfLoading: from,
    placeOfDischarge: 'Rotterdam',
    placeOfDischargeCode: 'NLRTM',
  });
  const event = (
    milestone: ShipmentMilestone,
    classifier: EventClassifier,
    hours: number,
    place: string,
  ) => ({
    milestone,
    classifier,
    at: hoursFromNow(hours),
    place,
    source: 'supplier' as const,
  });
  await recordShipmentEvents(db, vendor, lot.id, [
    event('gate_out', 'actual', -20, from),
    event('loaded', 'actual', -12, from),
    event('departed', 'actual', -6, from),
    event('arrived', 'planned', 18 * 24, 'Rotterdam'),
    event('arrived', 'estimated', 20 * 24, 'Rotterdam'),
  ]);
}

/** The lines `rawex start` prints: who to sign in as, and with what. */
export function describeDemoSignIns({ password, accounts }: DemoSignIns, dataDirectory: string): string {
  const width = Math.max(...accounts.map((account) => account.email.length));
  const lines = accounts.map(
    (account) => `  ${account.as.padEnd(14)}${account.email.padEnd(width + 2)}${password}`,
  );
  return [`Demo sign-ins (the demo data only; kept in ${demoSignInsFile(dataDirectory)}):`, ...lines].join(
    '\n',
  );
}
