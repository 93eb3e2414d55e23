// Long by nature: every move of a request and its quotes, and who may see what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Order, ProblemBody, Quote, RfqDetail, SupplierQuote } from '../contracts.ts';
import { Category, Product } from '../models.ts';
import { eventually, signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';
import { expireTrade } from './trade-expiry.job.ts';
import { formatDateTime } from '@rawex/format';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('requests for quotation and quotes', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let otherBuyer: SignedIn;
  let andes: SignedIn;
  let nordic: SignedIn;
  let unverified: SignedIn;
  let category: Category;
  let andesCoffee: Product;
  let nordicCoffee: Product;

  const verify = (vendor: SignedIn) =>
    api.db.knex('users').where({ id: vendor.user.id }).update({ isVerified: true });
  const productOf = (vendor: SignedIn, availableQuantity = 100_000) =>
    Product.query(api.db.knex).insertAndFetch({
      vendorId: vendor.user.id,
      categoryId: category.id,
      name: 'Arabica coffee, green',
      price: '4.20',
      unit: 'kg',
      minimumOrder: 100,
      availableQuantity,
      images: ['/uploads/coffee.png'],
    });
  const stock = async (id: number) =>
    (await api.db.knex('products').where({ id }).first('availableQuantity')).availableQuantity as number;

  const request = (overrides: Record<string, unknown> = {}) => ({
    title: 'Green arabica, 20 t',
    description: 'Screen 16+, washed, for roasting in Hamburg.',
    categoryId: category.id,
    quantity: 20_000,
    unit: 'kg',
    targetPrice: '3.80',
    incoterm: 'CIF',
    destination: 'Port of Hamburg',
    expiresAt: inHours(72),
    specifications: { moisture: '≤ 12%', grade: 'Screen 16+' },
    ...overrides,
  });
  const post = async (overrides: Record<string, unknown> = {}, from = buyer) => {
    const response = await from.client.post<RfqDetail>('/api/rfqs', request(overrides));
    expect(response.status, response.text).toBe(201);
    return response.body;
  };
  const quote = (
    vendor: SignedIn,
    rfqId: number,
    product: Product,
    overrides: Record<string, unknown> = {},
  ) =>
    vendor.client.post<Quote & Omit<ProblemBody, 'status'>>(`/api/rfqs/${rfqId}/quotes`, {
      productId: product.id,
      unitPrice: '3.95',
      quantity: 20_000,
      validUntil: inHours(48),
      leadTimeDays: 21,
      incoterm: 'CIF',
      paymentPlan: {
        kind: 'deposit',
        depositPercent: 30,
        balanceDue: 'against_documents',
        note: 'Documents through Deutsche Bank',
      },
      ...overrides,
    });

  const revise = (vendor: SignedIn, quoteId: number, overrides: Record<string, unknown> = {}) =>
    vendor.client.put<Quote & Omit<ProblemBody, 'status'>>(`/api/quotes/${quoteId}`, {
      unitPrice: '4.50',
      quantity: 20_000,
      validUntil: inHours(96),
      leadTimeDays: 14,
      incoterm: 'CFR',
      ...overrides,
    });
  const ordersOn = async (quoteId: number) =>
    Number((await api.db.knex('orders').where({ quoteId }).count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    api = await startTestApi({ worker: true });
    [buyer, otherBuyer, andes, nordic, unverified] = await Promise.all([
      signUp(api, 'buyer', { companyName: 'Hamburg Roasters' }),
      signUp(api, 'buyer'),
      signUp(api, 'vendor', { companyName: 'Andes Growers' }),
      signUp(api, 'vendor', { companyName: 'Nordic Trading' }),
      signUp(api, 'vendor', { companyName: 'Newcomer Ltd' }),
    ]);
    await Promise.all([verify(andes), verify(nordic)]);
    category = await Category.query(api.db.knex).insertAndFetch({ name: 'Coffee', slug: 'coffee-rfq' });
    andesCoffee = await productOf(andes);
    nordicCoffee = await productOf(nordic);
  });
  afterAll(() => api?.close());

  describe('posting a request', () => {
    it('opens it with its terms, the buyer sees it in its list, suppliers of the category are told', async () => {
      const rfq = await post();
      expect(rfq).toMatchObject({
        status: 'open',
        incoterm: 'CIF',
        quantity: 20_000,
        targetPrice: '3.80',
        maxQuotes: 10,
        vendorId: null,
        quoteCount: 0,
        acceptingQuotes: true,
        buyer: { id: buyer.user.id, name: 'Hamburg Roasters' },
        category: { id: category.id, name: 'Coffee' },
        specifications: { moisture: '≤ 12%', grade: 'Screen 16+' },
        quotes: [],
      });
      const mine = await buyer.client.get<RfqDetail[]>('/api/rfqs');
      expect(mine.body.map((listed) => listed.id)).toContain(rfq.id);
      const told = await eventually(
        () => andes.client.get<Notification[]>('/api/notifications'),
        (response) => response.body.some((notice) => notice.link === `/vendor/rfqs/${rfq.id}`),
      );
      expect(told.body.find((notice) => notice.link === `/vendor/rfqs/${rfq.id}`)).toMatchObject({
        kind: 'rfq_posted',
        title: 'New request: Green arabica, 20 t',
        // Quantities and moments read as on screen: with the unit, and the time zone said.
        body: `20,000 kg in Coffee, CIF Port of Hamburg. Quotes close ${formatDateTime(rfq.expiresAt)}.`,
      });
      expect(formatDateTime(rfq.expiresAt)).toMatch(
        /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/,
      );
    });

    it('tells 250 suppliers of a category in batches of 100, each batch a job of its own', async () => {
      const crowded = await Category.query(api.db.knex).insertAndFetch({
        name: 'Cocoa',
        slug: 'cocoa-fan-out',
      });
      const { rows: sellers } = await api.db.knex.raw(
        `INSERT INTO users (email, role, company_name)
         SELECT 'cocoa-' || n || '-' || gen_random_uuid() || '@example.com', 'vendor', 'Cocoa seller ' || n
           FROM generate_series(1, 250) AS n RETURNING id`,
      );
      await api.db.knex.raw(
        `INSERT INTO products (vendor_id, category_id, name, price, unit, minimum_order, available_quantity, images)
         SELECT id, ?, 'Cocoa beans', 3.10, 'kg', 100, 1000, '{}' FROM unnest(?::text[]) AS id`,
        [crowded.id, sellers.map((seller: { id: string }) => seller.id)],
      );
      const rfq = await post({ categoryId: crowded.id, title: 'Cocoa beans, 50 t' });
      const told = () =>
        api.db
          .knex('notifications')
          .where({ link: `/vendor/rfqs/${rfq.id}`, kind: 'rfq_posted' })
          .countDistinct({ n: 'userId' })
          .first();
      await eventually(told, (row) => Number(row?.n) === 250, 20_000);
      const batches = await api.db
        .knex('events')
        .where({ type: 'rfq.offered' })
        .whereRaw(`(data->>'rfqId')::int = ?`, [rfq.id])
        .select(api.db.knex.raw(`jsonb_array_length(data->'vendorIds') AS size`));
      expect(batches.map((batch: { size: number }) => batch.size).sort()).toEqual([100, 50]);
    });

    it.each([
      [{ incoterm: 'FOB Rotterdam' }, 'incoterm', 'Incoterms 2020'],
      [{ expiresAt: inHours(0.5) }, 'expiresAt', 'at least 1 hour ahead'],
      [{ expiresAt: inHours(24 * 91) }, 'expiresAt', 'at most 90 days ahead'],
      [{ maxQuotes: 51 }, 'maxQuotes', 'at most 50'],
      [{ quantity: 0 }, 'quantity', 'at least 1'],
      [{ categoryId: 999_999 }, 'categoryId', 'is not a category'],
      [{ vendorId: 'nobody' }, 'vendorId', 'is not a supplier'],
      [{ neededBy: '2020-01-01' }, 'neededBy', 'cannot be in the past'],
    ])('refuses %o with 422 naming %s, and posts nothing', async (overrides, field, message) => {
      const count = async () =>
        (await api.db.knex('rfqs').where({ buyerId: buyer.user.id }).count({ n: '*' }).first())?.n;
      const before = await count();
      const response = await buyer.client.post<ProblemBody>('/api/rfqs', request(overrides));
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([
        expect.objectContaining({ field, message: expect.stringContaining(message) }),
      ]);
      expect(await count()).toBe(before);
    });

    it('is for buyers: a supplier cannot post one', async () => {
      const response = await andes.client.post<ProblemBody>('/api/rfqs', request());
      expect(response.status).toBe(403);
    });
  });

  describe('what suppliers see', () => {
    it('lists open public requests and those addressed to a supplier, never another’s direct request', async () => {
      const open = await post({ title: 'Open robusta lot' });
      const toAndes = await post({ title: 'Direct to Andes', vendorId: andes.user.id });
      const andesList = await andes.client.get<RfqDetail[]>('/api/rfqs?limit=100');
      const nordicList = await nordic.client.get<RfqDetail[]>('/api/rfqs?limit=100');
      expect(andesList.body.map((rfq) => rfq.id)).toEqual(expect.arrayContaining([open.id, toAndes.id]));
      expect(nordicList.body.map((rfq) => rfq.id)).toContain(open.id);
      expect(nordicList.body.map((rfq) => rfq.id)).not.toContain(toAndes.id);
      expect(andesList.body.every((rfq) => rfq.quoteCount === null)).toBe(true);
      expect((await nordic.client.get(`/api/rfqs/${toAndes.id}`)).status).toBe(404);
      const direct = await andes.client.get<RfqDetail[]>('/api/rfqs?scope=direct');
      expect(direct.body.map((rfq) => rfq.id)).toEqual([toAndes.id]);
      expect((await buyer.client.get('/api/rfqs?scope=open')).status).toBe(403);
    });

    it('filters by category and words, and sorts by the closing time', async () => {
      const other = await Category.query(api.db.knex).insertAndFetch({ name: 'Timber', slug: 'timber-rfq' });
      const timber = await post({
        title: 'Spruce logs for sawmill',
        description: 'Grade B',
        categoryId: other.id,
        expiresAt: inHours(2),
      });
      const byCategory = await andes.client.get<RfqDetail[]>(`/api/rfqs?categoryId=${other.id}`);
      expect(byCategory.body.map((rfq) => rfq.id)).toEqual([timber.id]);
      const byWords = await andes.client.get<RfqDetail[]>('/api/rfqs?search=spruce%20sawmill');
      expect(byWords.body.map((rfq) => rfq.id)).toEqual([timber.id]);
      const closing = await andes.client.get<RfqDetail[]>('/api/rfqs?sort=closing');
      expect(closing.body[0]?.id).toBe(timber.id);
      expect(closing.headers.get('x-total-count')).toBe(String(closing.body.length));
    });
  });

  describe('quoting', () => {
    it('takes a verified supplier’s quote on its own product, one live quote each', async () => {
      const rfq = await post();
      expect((await quote(unverified, rfq.id, andesCoffee)).body.code).toBe('supplier_not_verified');
      const notOwn = await quote(andes, rfq.id, nordicCoffee);
      expect(notOwn.status).toBe(422);
      expect(notOwn.body.errors?.[0]?.field).toBe('productId');
      const past = await quote(andes, rfq.id, andesCoffee, { validUntil: inHours(-1) });
      expect(past.status).toBe(422);
      expect(past.body.errors?.[0]).toMatchObject({ field: 'validUntil', message: 'must be in the future' });

      const first = await quote(andes, rfq.id, andesCoffee);
      expect(first.status, first.text).toBe(201);
      expect(first.body).toMatchObject({
        status: 'submitted',
        version: 1,
        unitPrice: '3.95',
        totalPrice: '79000.00',
      });
      const again = await quote(andes, rfq.id, andesCoffee);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'quote_exists', quoteId: first.body.id });
    });

    it('shows a supplier only its own quote and never a count, the buyer every quote, anyone else nothing', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee, { unitPrice: '3.90' });
      const n = await quote(nordic, rfq.id, nordicCoffee, { unitPrice: '3.70' });
      const asAndes = await andes.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(asAndes.body.quotes.map((seen) => seen.id)).toEqual([a.body.id]);
      expect(asAndes.body.quoteCount).toBeNull();
      expect(asAndes.text).not.toContain('"3.70"');
      const asBuyer = await buyer.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(asBuyer.body.quotes.map((seen) => seen.id)).toEqual([a.body.id, n.body.id]);
      expect(asBuyer.body.quoteCount).toBe(2);
      expect((await otherBuyer.client.get(`/api/rfqs/${rfq.id}`)).status).toBe(404);
      // Nor may a supplier act on a competitor's quote.
      expect(
        (
          await andes.client.put(`/api/quotes/${n.body.id}`, {
            unitPrice: '9.99',
            quantity: 1,
            validUntil: inHours(5),
            leadTimeDays: 1,
            incoterm: 'EXW',
          })
        ).status,
      ).toBe(404);
      expect((await andes.client.post(`/api/quotes/${n.body.id}/withdraw`)).status).toBe(404);
    });

    it('keeps each rule’s named place: given, or the one agreed on a rule naming the same kind of place', async () => {
      const fob = { incoterm: 'FOB', destination: 'Port of Hamburg' };
      const unnamed = await buyer.client.post<ProblemBody>('/api/rfqs', request(fob));
      expect(unnamed.status).toBe(422);
      expect(unnamed.body.errors).toEqual([
        {
          field: 'incotermPlace',
          message: 'is required: FOB names the port of shipment; say which (Santos, or any port in Brazil)',
        },
      ]);
      // Said beside the other fields' problems, not once they are mended.
      const untitled = await buyer.client.post<ProblemBody>('/api/rfqs', request({ ...fob, title: '' }));
      expect(untitled.body.errors?.map((error) => error.field).sort()).toEqual(['incotermPlace', 'title']);
      const miscoded = await buyer.client.post<ProblemBody>(
        '/api/rfqs',
        request({ ...fob, incotermPlace: 'Santos', incotermPlaceCode: 'XX SSZ' }),
      );
      expect(miscoded.body.errors?.map((error) => error.field)).toEqual(['incotermPlaceCode']);
      const nowhere = await buyer.client.post<ProblemBody>(
        '/api/rfqs',
        request({ ...fob, incotermPlace: 'Santos', incotermPlaceCode: 'XXSSZ' }),
      );
      expect(nowhere.body.errors).toEqual([
        {
          field: 'incotermPlaceCode',
          message: 'must be a UN/LOCODE whose first two letters are a country’s',
        },
      ]);
      const rfq = await post({ ...fob, incotermPlace: ' Santos ', incotermPlaceCode: 'brssz' });
      expect(rfq).toMatchObject({
        incotermPlace: 'Santos',
        incotermPlaceCode: 'BRSSZ',
        destination: 'Port of Hamburg',
      });
      // The C and D rules name where the goods go: the destination, unless told.
      expect(await post()).toMatchObject({
        incoterm: 'CIF',
        incotermPlace: 'Port of Hamburg',
        incotermPlaceCode: null,
      });

      // FAS names the port of shipment too: the request's is taken; CIF names another kind of place.
      const alongside = await quote(andes, rfq.id, andesCoffee, { incoterm: 'FAS' });
      expect(alongside.status, alongside.text).toBe(201);
      expect(alongside.body).toMatchObject({
        incoterm: 'FAS',
        incotermPlace: 'Santos',
        incotermPlaceCode: 'BRSSZ',
      });
      const delivered = await quote(nordic, rfq.id, nordicCoffee, { incoterm: 'CIF' });
      expect(delivered.status).toBe(422);
      expect(delivered.body.detail).toBe(
        'incotermPlace: is required: CIF names the port of destination; say which (Rotterdam)',
      );
      const named = await quote(nordic, rfq.id, nordicCoffee, {
        incoterm: 'CIF',
        incotermPlace: 'Hamburg',
        incotermPlaceCode: 'DEHAM',
      });
      expect(named.body).toMatchObject({ incotermPlace: 'Hamburg', incotermPlaceCode: 'DEHAM' });
      // A revision on CFR keeps the quote's port of destination; every version keeps its own place.
      const revised = await revise(nordic, named.body.id);
      expect(revised.body).toMatchObject({
        incoterm: 'CFR',
        incotermPlace: 'Hamburg',
        incotermPlaceCode: 'DEHAM',
      });
      const moved = await revise(nordic, named.body.id, {
        incotermPlace: 'Bremerhaven',
        incotermPlaceCode: 'DEBRV',
      });
      expect(moved.body.history.map((version) => `${version.incoterm} ${version.incotermPlace}`)).toEqual([
        'CIF Hamburg',
        'CFR Hamburg',
        'CFR Bremerhaven',
      ]);
    });

    it('keeps every version of a revised quote, and the buyer sees the history', async () => {
      const rfq = await post();
      const first = await quote(andes, rfq.id, andesCoffee, { unitPrice: '4.10' });
      const revised = await andes.client.put<Quote>(`/api/quotes/${first.body.id}`, {
        unitPrice: '3.85',
        quantity: 20_000,
        validUntil: inHours(96),
        leadTimeDays: 14,
        incoterm: 'CFR',
      });
      expect(revised.status, revised.text).toBe(200);
      expect(revised.body).toMatchObject({
        version: 2,
        unitPrice: '3.85',
        incoterm: 'CFR',
        paymentPlan: null,
      });
      const seen = await buyer.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(seen.body.quotes[0]?.history.map((version) => [version.version, version.unitPrice])).toEqual([
        [1, '4.10'],
        [2, '3.85'],
      ]);
    });

    it('stops taking quotes at maxQuotes and stays open for the buyer to choose', async () => {
      const rfq = await post({ maxQuotes: 1 });
      expect((await quote(andes, rfq.id, andesCoffee)).status).toBe(201);
      const late = await quote(nordic, rfq.id, nordicCoffee);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ code: 'rfq_closed', state: 'full' });
      const seen = await buyer.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(seen.body).toMatchObject({ status: 'open', acceptingQuotes: false });
    });

    it('lets the supplier withdraw and the buyer decline; neither can then be accepted', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee);
      const n = await quote(nordic, rfq.id, nordicCoffee);
      expect((await andes.client.post<Quote>(`/api/quotes/${a.body.id}/withdraw`)).body.status).toBe(
        'withdrawn',
      );
      expect(
        (await buyer.client.post<Quote>(`/api/quotes/${n.body.id}/decline`, { reason: 'Too far' })).body
          .status,
      ).toBe('declined');
      const accepted = await buyer.client.post<ProblemBody>(`/api/quotes/${a.body.id}/accept`, {
        version: 1,
      });
      expect(accepted.status).toBe(409);
      expect(accepted.body).toMatchObject({ code: 'quote_not_open', state: 'withdrawn' });
      const declined = await buyer.client.post<ProblemBody>(`/api/quotes/${n.body.id}/accept`, {
        version: 1,
      });
      expect(declined.body).toMatchObject({ code: 'quote_not_open', state: 'declined' });
      const told = await eventually(
        () => nordic.client.get<Notification[]>('/api/notifications'),
        (response) => response.body.some((notice) => notice.kind === 'quote_decision'),
      );
      expect(told.body.find((notice) => notice.kind === 'quote_decision')?.body).toBe(
        'The buyer said: Too far',
      );
    });
  });

  describe('accepting a quote', () => {
    it('places an order at the quote’s price and terms, awards the request and does not select the others', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee, { unitPrice: '3.90', quantity: 20_000 });
      const n = await quote(nordic, rfq.id, nordicCoffee, {
        unitPrice: '3.70',
        quantity: 18_000,
        leadTimeDays: 30,
        incoterm: 'FOB',
        incotermPlace: 'Santos',
        incotermPlaceCode: 'brssz',
      });
      // The product's price ladder would sell 18,000 at $3.40: the quote's price overrides it.
      await api.db
        .knex('products')
        .where({ id: nordicCoffee.id })
        .update({ priceTiers: JSON.stringify([{ minQuantity: 10_000, price: '3.40' }]) });
      const before = await stock(nordicCoffee.id);
      const headers = { 'Idempotency-Key': `accept-${n.body.id}` };
      const accepted = await buyer.client.post<Order>(
        `/api/quotes/${n.body.id}/accept`,
        { version: 1 },
        { headers },
      );
      expect(accepted.status, accepted.text).toBe(201);
      expect(accepted.body).toMatchObject({
        buyerId: buyer.user.id,
        vendorId: nordic.user.id,
        status: 'pending',
        totalAmount: '66600.00',
        shippingAddress: 'Port of Hamburg',
        terms: {
          quoteId: n.body.id,
          incoterm: 'FOB',
          incotermPlace: 'Santos',
          incotermPlaceCode: 'BRSSZ',
          leadTimeDays: 30,
          delivery: {
            terms: 'FOB Santos (Incoterms 2020)',
            namedPlace: 'port of shipment',
            risk: 'The risk passes to the buyer when the goods are on board the buyer’s vessel at Santos.',
            costs:
              'The buyer pays the main carriage from Santos; the seller clears the goods for export, the buyer for import.',
          },
        },
        // Paid as the quote's plan says, its note printed with it.
        payment: {
          terms: '30% deposit, balance against shipping documents; Documents through Deutsche Bank',
        },
        items: [
          expect.objectContaining({
            productId: nordicCoffee.id,
            quantity: 18_000,
            unitPrice: '3.70',
            totalPrice: '66600.00',
          }),
        ],
      });
      expect(await stock(nordicCoffee.id)).toBe(before - 18_000);

      const replay = await buyer.client.post<Order>(
        `/api/quotes/${n.body.id}/accept`,
        { version: 1 },
        { headers },
      );
      expect(replay.status).toBe(200);
      expect(replay.body.id).toBe(accepted.body.id);
      expect(await stock(nordicCoffee.id)).toBe(before - 18_000);

      const seen = await buyer.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(seen.body).toMatchObject({ status: 'awarded', awardedQuoteId: n.body.id });
      expect(seen.body.quotes.map((one) => [one.id, one.status, one.orderId])).toEqual([
        [a.body.id, 'not_selected', null],
        [n.body.id, 'accepted', accepted.body.id],
      ]);
      const again = await buyer.client.post<ProblemBody>(`/api/quotes/${n.body.id}/accept`, { version: 1 });
      expect(again.body).toMatchObject({ code: 'quote_not_open', state: 'accepted' });
      const loser = await buyer.client.post<ProblemBody>(`/api/quotes/${a.body.id}/accept`, { version: 1 });
      expect(loser.body).toMatchObject({ code: 'quote_not_open', state: 'not_selected' });

      const vendorOrders = await nordic.client.get<Order[]>(`/api/orders?vendorId=${nordic.user.id}`);
      expect(vendorOrders.body.map((order) => order.id)).toContain(accepted.body.id);
      const andesQuotes = await andes.client.get<SupplierQuote[]>('/api/quotes?status=not_selected');
      expect(andesQuotes.body.map((one) => one.id)).toContain(a.body.id);
      const audit = await api.db
        .knex('auditEvents')
        .where({ action: 'quote.accepted', subjectId: String(accepted.body.id) })
        .first();
      expect(audit).toMatchObject({ actorId: buyer.user.id });
      const told = await eventually(
        () => nordic.client.get<Notification[]>('/api/notifications'),
        // Two notices of two events: the quote accepted, and the order it placed.
        (response) =>
          response.body.some((notice) => notice.title.endsWith('was accepted')) &&
          response.body.some((notice) => notice.kind === 'order_received'),
      );
      expect(told.body.map((notice) => notice.kind)).toContain('order_received');
    });

    it('orders only the version the buyer saw: one revised since is refused, and nothing is ordered', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee, { unitPrice: '3.90' });
      const before = await stock(andesCoffee.id);
      expect((await revise(andes, a.body.id, { unitPrice: '4.60' })).body.version).toBe(2);

      const stale = await buyer.client.post<ProblemBody & { version: number }>(
        `/api/quotes/${a.body.id}/accept`,
        { version: 1 },
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'quote_changed', version: 2 });
      expect(stale.body.detail).toContain('you saw version 1, it is now version 2');
      expect(await ordersOn(a.body.id)).toBe(0);
      expect(await stock(andesCoffee.id)).toBe(before);
      const seen = await buyer.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(seen.body).toMatchObject({ status: 'open', quotes: [{ status: 'submitted', version: 2 }] });

      const accepted = await buyer.client.post<Order>(`/api/quotes/${a.body.id}/accept`, { version: 2 });
      expect(accepted.status, accepted.text).toBe(201);
      expect(accepted.body.items[0]).toMatchObject({ unitPrice: '4.60', totalPrice: '92000.00' });
      const unsent = await buyer.client.post<ProblemBody>(`/api/quotes/${a.body.id}/accept`, {});
      expect(unsent.status).toBe(422);
      expect(JSON.stringify(unsent.body)).toContain('must be the version of the quote you saw');
    });

    it('accepts exactly one of two quotes accepted at once', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee);
      const n = await quote(nordic, rfq.id, nordicCoffee);
      const answers = await Promise.all(
        [a, n].map((one) =>
          buyer.client.post<Order & ProblemBody>(`/api/quotes/${one.body.id}/accept`, { version: 1 }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(
        await api.db.knex('orders').whereIn('quoteId', [a.body.id, n.body.id]).count({ n: '*' }).first(),
      ).toEqual({ n: 1 });
    });

    it('refuses when the product is short, naming it, and changes nothing', async () => {
      const scarce = await productOf(andes, 500);
      const rfq = await post();
      const a = await quote(andes, rfq.id, scarce, { quantity: 1_000 });
      const refused = await buyer.client.post<ProblemBody & { productId: number }>(
        `/api/quotes/${a.body.id}/accept`,
        { version: 1 },
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'insufficient_stock', productId: scarce.id });
      expect(refused.body.detail).toContain('Only 500');
      expect(await stock(scarce.id)).toBe(500);
      const seen = await buyer.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(seen.body.status).toBe('open');
      expect(seen.body.quotes[0]?.status).toBe('submitted');
    });

    it('is the buyer’s: the supplier or another buyer cannot accept', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee);
      expect((await otherBuyer.client.post(`/api/quotes/${a.body.id}/accept`, { version: 1 })).status).toBe(
        404,
      );
      expect((await andes.client.post(`/api/quotes/${a.body.id}/accept`, { version: 1 })).status).toBe(403);
    });
  });

  describe('quotas', () => {
    it('lets a quote gain 10 versions an hour, then answers 429 until the oldest ages out', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee);
      for (let revision = 0; revision < 10; revision += 1) {
        expect((await revise(andes, a.body.id, { unitPrice: `4.${10 + revision}` })).status).toBe(200);
      }
      const refused = await revise(andes, a.body.id, { unitPrice: '3.99' });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_revisions');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      const seen = await buyer.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(seen.body.quotes[0]).toMatchObject({ version: 11, unitPrice: '4.19' });
      // An hour on, the versions of then no longer count.
      await api.db.knex.raw(
        `UPDATE quote_versions SET created_at = created_at - interval '61 minutes' WHERE quote_id = ?`,
        [a.body.id],
      );
      expect((await revise(andes, a.body.id, { unitPrice: '3.99' })).status).toBe(200);
    });

    /** `count` more requests like `model`, posted `hoursAgo` and closing `closesInHours` from now. */
    const copies = (model: RfqDetail, count: number, hoursAgo: number, closesInHours = 72) =>
      api.db.knex.raw(
        `INSERT INTO rfqs (buyer_id, category_id, title, description, quantity, unit, currency, incoterm,
                           incoterm_place, destination, expires_at, created_at)
         SELECT buyer_id, category_id, title, description, quantity, unit, currency, incoterm, incoterm_place, destination,
                now() + make_interval(hours => ?), now() - make_interval(hours => ?)
           FROM rfqs, generate_series(1, ?) WHERE id = ?`,
        [closesInHours, hoursAgo, count, model.id],
      );

    it('takes 30 requests a day from a buyer, however many are sent at once, then 429 with when to try again', async () => {
      const poster = await signUp(api, 'buyer');
      const first = await post({}, poster);
      await copies(first, 26, 1);
      // Four at once for the last three places.
      const racing = await Promise.all(
        [1, 2, 3, 4].map(() => poster.client.post<ProblemBody>('/api/rfqs', request())),
      );
      expect(racing.map((response) => response.status).sort()).toEqual([201, 201, 201, 429]);
      const refused = racing.find((response) => response.status === 429)!;
      expect(refused.body).toMatchObject({ code: 'too_many_requests_today' });
      expect(refused.body.detail).toContain('30 requests for quotation in the last 24 hours');
      // The oldest of the day was posted an hour ago: 23 hours to wait.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(82_000);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(82_800);
      const posted = await api.db.knex('rfqs').where({ buyerId: poster.user.id }).count({ n: '*' }).first();
      expect(Number(posted?.n)).toBe(30);
      // Another buyer is counted apart.
      expect((await otherBuyer.client.post('/api/rfqs', request())).status).toBe(201);
    });

    it('holds 50 requests open at once: the next waits for the soonest to close', async () => {
      const poster = await signUp(api, 'buyer');
      const first = await post({}, poster);
      // Posted days ago (outside today's count), the soonest closing in 2 hours.
      await copies(first, 1, 48, 2);
      await copies(first, 48, 48);
      await api.db
        .knex('rfqs')
        .where({ id: first.id })
        .update({ createdAt: new Date(Date.now() - 48 * 3_600_000) });
      const refused = await poster.client.post<ProblemBody>('/api/rfqs', request());
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_open_requests');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(7000);
      expect(retryAfter).toBeLessThanOrEqual(7200);
      // One cancelled frees a place.
      expect((await poster.client.post(`/api/rfqs/${first.id}/cancel`)).status).toBe(200);
      expect((await poster.client.post('/api/rfqs', request())).status).toBe(201);
    });
  });

  describe('totals', () => {
    it('refuses a quote whose total would not fit one order, and keeps one that does', async () => {
      const rfq = await post();
      const huge = await quote(andes, rfq.id, andesCoffee, {
        unitPrice: '99999999.99',
        quantity: 1_000_000_000,
      });
      expect(huge.status).toBe(422);
      expect(huge.body).toMatchObject({ code: 'validation_failed' });
      expect(JSON.stringify(huge.body)).toContain('makes a total above 99,999,999.99');
      expect(await api.db.knex('quotes').where({ rfqId: rfq.id }).count({ n: '*' }).first()).toEqual({
        n: 0,
      });

      const largest = await quote(andes, rfq.id, andesCoffee, { unitPrice: '99999999.99', quantity: 1 });
      expect(largest.status, largest.text).toBe(201);
      expect(largest.body.totalPrice).toBe('99999999.99');
      const grown = await revise(andes, largest.body.id, { unitPrice: '99999999.99', quantity: 2 });
      expect(grown.status).toBe(422);
      const seen = await buyer.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.quotes).toMatchObject([{ version: 1, totalPrice: '99999999.99' }]);
    });

    it('holds the bound in the database too', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee);
      await expect(
        api.db.knex('quotes').where({ id: a.body.id }).update({ unitPrice: '99999999.99', quantity: 2 }),
      ).rejects.toMatchObject({ constraint: 'quotes_total_within_order_line' });
    });
  });

  describe('time', () => {
    it('expires a request past its time, and a quote past its validity, by the job', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee);
      const other = await post();
      const n = await quote(nordic, other.id, nordicCoffee);
      await api.db
        .knex('rfqs')
        .where({ id: rfq.id })
        .update({ expiresAt: new Date(Date.now() - 1000) });
      await api.db
        .knex('quotes')
        .where({ id: n.body.id })
        .update({ validUntil: new Date(Date.now() - 1000) });
      // This file's worker runs the same job every minute: at a minute's turn it may close them first.
      await expireTrade(api.db.knex);
      expect(await expireTrade(api.db.knex)).toEqual({ rfqs: 0, quotes: 0 });
      const seen = await buyer.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(seen.body.status).toBe('expired');
      expect(seen.body.quotes[0]?.status).toBe('expired');
      const late = await buyer.client.post<ProblemBody>(`/api/quotes/${a.body.id}/accept`, { version: 1 });
      expect(late.body).toMatchObject({ code: 'quote_not_open', state: 'expired' });
      const stale = await buyer.client.post<ProblemBody>(`/api/quotes/${n.body.id}/accept`, { version: 1 });
      expect(stale.body).toMatchObject({ code: 'quote_not_open', state: 'expired' });
      const cancel = await buyer.client.post<ProblemBody>(`/api/rfqs/${rfq.id}/cancel`);
      expect(cancel.body).toMatchObject({ code: 'rfq_closed', state: 'expired' });
    });

    it('closes a request at its time even before the job does: no accept, no revision', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee);
      await api.db
        .knex('rfqs')
        .where({ id: rfq.id })
        .update({ expiresAt: new Date(Date.now() - 1000) });
      const late = await buyer.client.post<ProblemBody>(`/api/quotes/${a.body.id}/accept`, { version: 1 });
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ code: 'rfq_closed', state: 'past_expiry' });
      const revised = await revise(andes, a.body.id);
      expect(revised.status).toBe(409);
      expect(revised.body).toMatchObject({ code: 'rfq_closed', state: 'past_expiry' });
      expect(await ordersOn(a.body.id)).toBe(0);
      const seen = await buyer.client.get<RfqDetail>(`/api/rfqs/${rfq.id}`);
      expect(seen.body.quotes[0]).toMatchObject({ status: 'submitted', version: 1 });
    });

    it('cancels an open request: its live quotes are not selected', async () => {
      const rfq = await post();
      const a = await quote(andes, rfq.id, andesCoffee);
      const cancelled = await buyer.client.post<RfqDetail>(`/api/rfqs/${rfq.id}/cancel`);
      expect(cancelled.body.status).toBe('cancelled');
      expect(cancelled.body.quotes.map((one) => [one.id, one.status])).toEqual([[a.body.id, 'not_selected']]);
      expect((await quote(nordic, rfq.id, nordicCoffee)).body).toMatchObject({
        code: 'rfq_closed',
        state: 'cancelled',
      });
    });
  });
});
