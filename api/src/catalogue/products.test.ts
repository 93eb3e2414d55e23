// Long by nature: every behaviour of the catalogue's operations (lists, search, a product, writes).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EXACT_COUNT_LIMIT,
  productDetailSchema,
  productListSchema,
  RELEVANCE_WINDOW,
  type Product,
  type ProductDetail,
  type ProblemBody,
} from '../contracts.ts';
import { insertProducts } from './product-table.ts';
import { Category } from '../models.ts';
import {
  signInAsAdmin,
  signUp,
  startTestApi,
  type SignedIn,
  type TestApi,
  type TestResponse,
} from '../testing/index.ts';

const image = (digit: string) => `/uploads/${digit.repeat(64)}.png`;

describe('products', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let rival: SignedIn;
  let buyer: SignedIn;
  let cashCrops: Category;
  let foods: Category;
  let timber: Category;

  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    categoryId: foods.id,
    name: 'Arabica Coffee Beans (Grade AA)',
    description: 'Washed arabica, screen 16 and up.',
    price: '4.20',
    unit: 'kg',
    minimumOrder: 500,
    availableQuantity: 20_000,
    images: [image('a')],
    ...overrides,
  });

  const create = async (owner: SignedIn, overrides: Record<string, unknown> = {}) => {
    const response = await owner.client.post<ProductDetail>('/api/products', newProduct(overrides));
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
    return response.body;
  };

  beforeAll(async () => {
    api = await startTestApi();
    vendor = await signUp(api, 'vendor', { companyName: 'Andes Growers', location: 'Medellín, Colombia' });
    rival = await signUp(api, 'vendor', { companyName: 'Nordic Timber', location: 'Umeå, Sweden' });
    buyer = await signUp(api);
    cashCrops = await Category.query(api.db.knex).insertAndFetch({ name: 'Cash Crops', slug: 'cash-crops' });
    foods = await Category.query(api.db.knex).insertAndFetch({
      name: 'Foods',
      slug: 'foods',
      parentId: cashCrops.id,
    });
    timber = await Category.query(api.db.knex).insertAndFetch({ name: 'Timber', slug: 'timber' });
  });
  afterAll(() => api.close());

  describe('creating', () => {
    it('adds a product to the signed-in vendor’s catalogue, price as a two-decimal string', async () => {
      const response = await vendor.client.post<ProductDetail>('/api/products', newProduct({ price: 12.5 }));
      expect(response.status).toBe(201);
      const product = productDetailSchema.parse(response.body);
      expect(product).toMatchObject({
        vendorId: vendor.user.id,
        price: '12.50',
        isActive: true,
        videos: [],
        specifications: {},
        category: { slug: 'foods' },
        vendor: { id: vendor.user.id, companyName: 'Andes Growers', productCount: 1 },
      });
      const row = await api.db.knex('products').where({ id: product.id }).first('price', 'images');
      expect(row).toEqual({ price: '12.50', images: [image('a')] });
    });

    it('refuses buyers (403) and the signed-out (401)', async () => {
      const asBuyer = await buyer.client.post<ProblemBody>('/api/products', newProduct());
      expect(asBuyer.status).toBe(403);
      expect(asBuyer.body.code).toBe('forbidden_role');
      expect((await api.client().post('/api/products', newProduct())).status).toBe(401);
    });

    it('refuses a vendorId of another vendor, but lets an admin name one', async () => {
      const forged = await vendor.client.post<ProblemBody>(
        '/api/products',
        newProduct({ vendorId: rival.user.id }),
      );
      expect(forged.status).toBe(403);
      expect(forged.body.code).toBe('not_your_catalogue');

      const admin = await signInAsAdmin(api);
      const made = await admin.client.post<ProductDetail>(
        '/api/products',
        newProduct({ vendorId: rival.user.id }),
      );
      expect(made.status).toBe(201);
      expect(made.body.vendorId).toBe(rival.user.id);
      const notAVendor = await admin.client.post('/api/products', newProduct({ vendorId: buyer.user.id }));
      expect(notAVendor.status).toBe(422);
    });

    it.each([
      ['no images', { images: [] }, 'images', 'At least one image is required'],
      [
        'six images',
        { images: ['a', 'b', 'c', 'd', 'e', 'f'].map(image) },
        'images',
        'Maximum 5 images allowed',
      ],
      ['four videos', { videos: ['a', 'b', 'c', 'd'].map(image) }, 'videos', 'Maximum 3 videos allowed'],
      ['no name', { name: undefined }, 'name', undefined],
      ['a blank name', { name: '   ' }, 'name', 'is required'],
      ['a 10,000-character name', { name: 'x'.repeat(10_000) }, 'name', 'must be at most 200 characters'],
      ['a negative price', { price: '-1.00' }, 'price', 'cannot be negative'],
      ['a price of 0', { price: '0.00' }, 'price', 'must be more than 0'],
      ['no category', { categoryId: 0 }, 'categoryId', 'is required'],
      ['three decimals', { price: '1.234' }, 'price', undefined],
      ['a price in words', { price: 'cheap' }, 'price', undefined],
      ['a huge price', { price: 1e12 }, 'price', undefined],
      ['a fractional minimum order', { minimumOrder: 1.5 }, 'minimumOrder', 'must be a whole number'],
      ['a minimum order of 0', { minimumOrder: 0 }, 'minimumOrder', 'must be at least 1'],
      ['a quantity as a string', { availableQuantity: '100' }, 'availableQuantity', 'must be a whole number'],
      ['a negative quantity', { availableQuantity: -1 }, 'availableQuantity', 'must be at least 0'],
      ['a quantity past 2^31', { availableQuantity: 2 ** 31 }, 'availableQuantity', undefined],
      ['an unknown category', { categoryId: 999_999 }, 'categoryId', 'no category has this id'],
      ['a script address for an image', { images: ['javascript:alert(1)'] }, 'images.0', undefined],
      ['an unknown field', { colour: 'brown' }, 'colour', 'Unknown field: remove it.'],
    ])('answers 422 for %s', async (_, change, field, message) => {
      const response = await vendor.client.post<ProblemBody>('/api/products', newProduct(change));
      expect(response.status).toBe(422);
      const error = response.body.errors?.find((candidate) => candidate.field === field);
      expect(error, JSON.stringify(response.body)).toBeDefined();
      if (message) expect(error?.message).toBe(message);
    });
  });

  describe('changing and removing', () => {
    let product: ProductDetail;
    beforeEach(async () => {
      product = await create(vendor);
    });

    it('lets the owner patch some fields, and moves updatedAt', async () => {
      const response = await vendor.client.patch<ProductDetail>(`/api/products/${product.id}`, {
        price: '5',
        availableQuantity: 100,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ price: '5.00', availableQuantity: 100, name: product.name });
      expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(product.updatedAt));
    });

    it('gives a product without a SKU one from its id, keeps a given one unique, and makes one again for null', async () => {
      expect(product.sku).toBe(`RX-${product.id}`);
      const named = await vendor.client.patch<ProductDetail>(`/api/products/${product.id}`, {
        sku: 'AG-COF-1',
      });
      expect(named.body.sku).toBe('AG-COF-1');
      const other = await create(vendor);
      const clash = await vendor.client.patch<ProblemBody>(`/api/products/${other.id}`, { sku: 'AG-COF-1' });
      expect(clash.status).toBe(409);
      expect(clash.body.errors).toEqual([
        { field: 'sku', message: 'You already have a product with this SKU.' },
      ]);
      const cleared = await vendor.client.patch<ProductDetail>(`/api/products/${product.id}`, { sku: null });
      expect(cleared.body.sku).toBe(`RX-${product.id}`);
      const unnamed = await api.db.knex('products').whereNull('sku').count({ count: '*' }).first();
      expect(Number(unnamed?.count)).toBe(0);
    });

    it('lets the owner replace the product', async () => {
      const replacement = newProduct({ name: 'Robusta', categoryId: timber.id, images: [image('b')] });
      const response = await vendor.client.put<ProductDetail>(`/api/products/${product.id}`, replacement);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ name: 'Robusta', categoryId: timber.id, images: [image('b')] });
    });

    it('answers another vendor as if there were no such product (404), and leaves it as it was', async () => {
      for (const attempt of [
        rival.client.patch<ProblemBody>(`/api/products/${product.id}`, { price: '0.01' }),
        rival.client.put<ProblemBody>(`/api/products/${product.id}`, newProduct({ price: '0.01' })),
        rival.client.delete<ProblemBody>(`/api/products/${product.id}`),
      ]) {
        const response = await attempt;
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({
          code: 'product_not_found',
          detail: `You sell no product ${product.id}: it does not exist, or another supplier sells it.`,
        });
      }
      const row = await api.db.knex('products').where({ id: product.id }).first('price', 'isActive');
      expect(row).toEqual({ price: '4.20', isActive: true });
    });

    it('answers 404 for a product that does not exist, 400 for an id that is not one, 422 for no change', async () => {
      expect((await vendor.client.patch('/api/products/987654', { price: '1' })).status).toBe(404);
      expect((await vendor.client.patch('/api/products/abc', { price: '1' })).status).toBe(400);
      expect((await vendor.client.patch(`/api/products/${product.id}`, {})).status).toBe(422);
    });

    it('takes a deleted product off sale but keeps its row', async () => {
      expect((await vendor.client.delete(`/api/products/${product.id}`)).status).toBe(204);
      expect(await api.db.knex('products').where({ id: product.id }).first('isActive')).toEqual({
        isActive: false,
      });
      expect((await api.client().get(`/api/products/${product.id}`)).status).toBe(404);
      expect((await vendor.client.get(`/api/products/${product.id}`)).status).toBe(200);
      const listed = await api.client().get<Product[]>(`/api/products?vendorId=${vendor.user.id}&limit=100`);
      expect(listed.body.map((candidate) => candidate.id)).not.toContain(product.id);
    });
  });

  describe('a vendor’s own catalogue', () => {
    let owner: SignedIn;
    const own = (caller: SignedIn, query = '') =>
      caller.client.get<Product[]>(`/api/vendors/${owner.user.id}/products${query}`);

    beforeAll(async () => {
      owner = await signUp(api, 'vendor', { companyName: 'Own Catalogue Ltd' });
      for (let index = 1; index <= 5; index += 1) {
        const product = await create(owner, { name: `Own ${index}`, sku: `OWN-${index}` });
        if (index % 2 === 0) await owner.client.delete(`/api/products/${product.id}`);
      }
    });

    it('lists listed and unlisted products newest first, a page at a time by cursor', async () => {
      const first = await own(owner, '?limit=2');
      expect(first.status).toBe(200);
      expect(first.body.map((product) => [product.name, product.isActive])).toEqual([
        ['Own 5', true],
        ['Own 4', false],
      ]);
      expect(first.headers.get('x-total-count')).toBe('5');
      const cursor = first.headers.get('x-next-cursor');
      expect(first.headers.get('link')).toContain(`before=${cursor}`);
      const second = await own(owner, `?limit=2&before=${cursor}`);
      expect(second.body.map((product) => product.name)).toEqual(['Own 3', 'Own 2']);
      const last = await own(owner, `?limit=2&before=${second.headers.get('x-next-cursor')}`);
      expect(last.body.map((product) => product.name)).toEqual(['Own 1']);
      expect(last.headers.get('x-next-cursor')).toBeNull();
      expect(last.headers.get('x-total-count')).toBe('5');
    });

    it('filters by status', async () => {
      const unlisted = await own(owner, '?status=unlisted');
      expect(unlisted.body.map((product) => product.name)).toEqual(['Own 4', 'Own 2']);
      expect(unlisted.headers.get('x-total-count')).toBe('2');
      expect((await own(owner, '?status=listed')).body).toHaveLength(3);
    });

    it('is the vendor’s own: another vendor or a buyer is refused, an admin may look', async () => {
      for (const caller of [rival, buyer]) {
        const refused = await own(caller);
        expect(refused.status).toBe(403);
        expect(JSON.stringify(refused.body)).not.toContain('Own 1');
      }
      const admin = await signInAsAdmin(api);
      expect((await own(admin)).body).toHaveLength(5);
      expect((await admin.client.get('/api/vendors/nobody/products')).status).toBe(404);
      expect((await api.client().get(`/api/vendors/${owner.user.id}/products`)).status).toBe(401);
    });

    it.each(['limit=1001', 'limit=0', 'before=abc', 'status=deleted', 'offset=10'])(
      'answers 400 to %s',
      async (query) => {
        const response = await own(owner, `?${query}`);
        expect(response.status).toBe(400);
        expect((response.body as unknown as ProblemBody).code).toBe('validation_failed');
      },
    );

    it('unlists and relists with isActive alone, keeping every other field', async () => {
      const [product] = (await own(owner, '?limit=1')).body;
      const before = await api.db.knex('products').where({ id: product!.id }).first();
      await owner.client.patch(`/api/products/${product!.id}`, { isActive: false });
      await owner.client.patch(`/api/products/${product!.id}`, { isActive: true });
      const after = await api.db.knex('products').where({ id: product!.id }).first();
      expect({ ...after, updatedAt: undefined }).toEqual({ ...before, updatedAt: undefined });
    });
  });

  describe('browsing', () => {
    let seller: SignedIn;
    let other: SignedIn;
    const names = async (query: string) =>
      (await api.client().get<Product[]>(`/api/products?vendorId=${seller.user.id}&${query}`)).body.map(
        (product) => product.name,
      );

    beforeAll(async () => {
      seller = await signUp(api, 'vendor', { companyName: 'Browse & Co' });
      other = await signUp(api, 'vendor', { companyName: 'Elsewhere Ltd' });
      await create(seller, {
        name: 'Cocoa beans',
        price: '8.00',
        availableQuantity: 900,
        categoryId: foods.id,
      });
      await create(seller, {
        name: 'Teak logs',
        description: 'Plantation teak, 100% legal origin',
        price: '650.00',
        availableQuantity: 50,
        categoryId: timber.id,
      });
      await create(seller, { name: "Farmer's_Choice sugar", price: '0.45', availableQuantity: 5000 });
      await create(other, { name: 'Cocoa butter', price: '9.00' });
    });

    it('answers every product with its vendor, and the total', async () => {
      const response = await api.client().get<Product[]>(`/api/products?vendorId=${seller.user.id}`);
      expect(response.status).toBe(200);
      const products = productListSchema.parse(response.body);
      expect(response.headers.get('x-total-count')).toBe('3');
      expect(products[0]?.vendor).toEqual({
        id: seller.user.id,
        companyName: 'Browse & Co',
        location: 'Rotterdam, Netherlands',
        isVerified: false,
        rating: null,
        reviewCount: 0,
      });
    });

    it('takes a category by slug, a parent including its children; an unknown slug finds nothing', async () => {
      expect(await names('category=cash-crops&sort=name')).toEqual(['Cocoa beans', "Farmer's_Choice sugar"]);
      expect(await names('category=timber')).toEqual(['Teak logs']);
      const unknown = await api.client().get<Product[]>('/api/products?category=no-such-category');
      expect(unknown.body).toEqual([]);
      expect(unknown.headers.get('x-total-count')).toBe('0');
    });

    it('orders a search by relevance: the best match of the words in the name first', async () => {
      const relevant = async (query: string) =>
        (await api.client().get<Product[]>(`/api/products?search=${query}&sort=relevance`)).body.map(
          (product) => product.name,
        );
      expect(await relevant('cocoa%20butter')).toEqual(['Cocoa butter']);
      expect((await relevant('butter'))[0]).toBe('Cocoa butter');
      expect(await names('sort=relevance')).toEqual(await names('sort=newest'));
    });

    it('sorts the whole catalogue by its suppliers’ ratings, carried in each product’s vendor', async () => {
      const raters = await Promise.all([signUp(api), signUp(api)]);
      await api.db.knex('vendorRatings').insert([
        { vendorId: other.user.id, buyerId: raters[0].user.id, rating: 5 },
        { vendorId: other.user.id, buyerId: raters[1].user.id, rating: 4 },
        { vendorId: seller.user.id, buyerId: raters[0].user.id, rating: 3 },
      ]);
      const both = `vendorId=${seller.user.id}&search=cocoa or teak or sugar`;
      const rated = await api.client().get<Product[]>(`/api/products?search=cocoa&sort=rating`);
      expect(
        rated.body.map((product) => [product.name, product.vendor.rating, product.vendor.reviewCount]),
      ).toEqual([
        ['Cocoa butter', 4.5, 2],
        ['Cocoa beans', 3, 1],
      ]);
      await api.db.knex('vendorRatings').where({ vendorId: other.user.id, rating: 5 }).update({ rating: 1 });
      const [first] = (await api.client().get<Product[]>('/api/products?search=cocoa&sort=rating')).body;
      expect(first?.vendor).toMatchObject({ companyName: 'Browse & Co', rating: 3 });
      await api.db.knex('vendorRatings').whereIn('vendorId', [seller.user.id, other.user.id]).delete();
      expect((await api.client().get<Product[]>(`/api/products?${both}`)).body[0]?.vendor).toMatchObject({
        rating: null,
        reviewCount: 0,
      });
    });

    it.each([
      ['search=COCOA', ['Cocoa beans']],
      ['search=legal%20origin', ['Teak logs']],
      ['search=100%25', ['Teak logs']],
      ['search=farmers', ["Farmer's_Choice sugar"]],
      ['search=cocoa%20bean', ['Cocoa beans']],
      ['search=cocoa%20-beans', []],
      ['search=%22plantation%20teak%22', ['Teak logs']],
      ['search=%22teak%20plantation%22', []],
      ['search=teak%20or%20sugar', ['Teak logs', "Farmer's_Choice sugar"]],
      ['search=the', []],
      [`search=${encodeURIComponent("farmer's")}`, ["Farmer's_Choice sugar"]],
      [`search=${encodeURIComponent("'; DROP TABLE products; --")}`, []],
      [`search=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, []],
    ])('filters by %s', async (query, expected) => {
      expect((await names(query)).sort()).toEqual([...expected].sort());
    });

    it('includes the children of a parent category', async () => {
      expect((await names(`categoryId=${cashCrops.id}&sort=name`)).sort()).toEqual([
        'Cocoa beans',
        "Farmer's_Choice sugar",
      ]);
      expect(await names(`categoryId=${timber.id}`)).toEqual(['Teak logs']);
    });

    it.each([
      ['name', ['Cocoa beans', "Farmer's_Choice sugar", 'Teak logs']],
      ['price_asc', ["Farmer's_Choice sugar", 'Cocoa beans', 'Teak logs']],
      ['price_desc', ['Teak logs', 'Cocoa beans', "Farmer's_Choice sugar"]],
      ['quantity', ["Farmer's_Choice sugar", 'Cocoa beans', 'Teak logs']],
      ['newest', ["Farmer's_Choice sugar", 'Teak logs', 'Cocoa beans']],
      ['rating', ["Farmer's_Choice sugar", 'Teak logs', 'Cocoa beans']],
    ])('sorts by %s', async (sort, expected) => {
      expect(await names(`sort=${sort}`)).toEqual(expected);
    });

    it('pages a search, with the total on every page and past the end', async () => {
      const search = (query: string) =>
        api
          .client()
          .get<Product[]>(`/api/products?vendorId=${seller.user.id}&search=cocoa or teak or sugar&${query}`);
      const first = await search('sort=price_desc&limit=2');
      expect(first.body.map((product) => product.name)).toEqual(['Teak logs', 'Cocoa beans']);
      expect(first.headers.get('x-total-count')).toBe('3');
      const second = await search('sort=price_desc&limit=2&offset=2');
      expect(second.body.map((product) => product.name)).toEqual(["Farmer's_Choice sugar"]);
      const past = await search('limit=2&offset=10');
      expect(past.body).toEqual([]);
      expect(past.headers.get('x-total-count')).toBe('3');
    });

    it('filters by price range, and pages', async () => {
      expect(await names('minPrice=1&maxPrice=100&sort=name')).toEqual(['Cocoa beans']);
      const page = await api
        .client()
        .get<Product[]>(`/api/products?vendorId=${seller.user.id}&sort=name&limit=2&offset=2`);
      expect(page.body.map((product) => product.name)).toEqual(['Teak logs']);
      expect(page.headers.get('x-total-count')).toBe('3');
    });

    it.each([
      'limit=1000',
      'limit=-5',
      'offset=abc',
      'sort=popular',
      'minPrice=-1',
      'minPrice=10&maxPrice=5',
      'categoryId=abc',
      'categoryId=1.5',
      `category=${'x'.repeat(101)}`,
      'category=timber&categoryId=1',
      'unknown=1',
    ])('answers 400 to %s', async (query) => {
      const response = await api.client().get<ProblemBody>(`/api/products?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_failed');
    });

    it('pages by offset down to 10,000 and names the cursor past it, on every sort', async () => {
      expect((await api.client().get('/api/products?offset=10000')).status).toBe(200);
      for (const sort of ['newest', 'price_asc', 'rating']) {
        const response = await api.client().get<ProblemBody>(`/api/products?offset=10001&sort=${sort}`);
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual([
          {
            field: 'offset',
            message:
              'can be at most 10,000: page deeper with before=, the X-Next-Cursor of the page before (newest first), or narrow the search',
          },
        ]);
      }
      const orders = await (await signUp(api)).client.get<ProblemBody>('/api/orders?offset=20000');
      expect(orders.status).toBe(400);
      expect(orders.body.errors?.[0]?.message).toBe(
        'can be at most 10,000: narrow the list with its filters to reach what lies beyond',
      );
    });

    it('shows one product with its category and its vendor’s figures; 404 and 400 otherwise', async () => {
      const [first] = (
        await api.client().get<Product[]>(`/api/products?vendorId=${seller.user.id}&sort=name`)
      ).body;
      const response = await api.client().get<ProductDetail>(`/api/products/${first!.id}`);
      expect(productDetailSchema.parse(response.body)).toMatchObject({
        name: 'Cocoa beans',
        category: { slug: 'foods', parentId: cashCrops.id },
        vendor: { companyName: 'Browse & Co', productCount: 3, reviewCount: 0, rating: null },
      });
      expect((await api.client().get('/api/products/2147483647')).status).toBe(404);
      expect((await api.client().get('/api/products/0')).status).toBe(400);
      expect((await api.client().get('/api/products/99999999999')).status).toBe(400);
    });
  });

  describe('more than a thousand matches', () => {
    const count = EXACT_COUNT_LIMIT + 100;
    let grower: SignedIn;
    const search = (query: string) =>
      api.client().get<Product[]>(`/api/products?vendorId=${grower.user.id}&search=saffron&${query}`);

    beforeAll(async () => {
      grower = await signUp(api, 'vendor', { companyName: 'Saffron Fields' });
      // The oldest first; the first and one of the newest have the word in their names.
      const names = new Map([
        [0, 'Saffron threads'],
        [count - 5, 'Saffron stigmas'],
      ]);
      const rows = Array.from({ length: count }, (_, index) => {
        const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
        return {
          vendorId: grower.user.id,
          categoryId: timber.id,
          sku: `SAF-${index}`,
          name: names.get(index) ?? `Spice lot ${index}`,
          description: 'Hand-picked saffron, dried.',
          price: '10.00',
          unit: 'g',
          minimumOrder: 1,
          availableQuantity: 10,
          createdAt,
          updatedAt: createdAt,
        };
      });
      await insertProducts(api.db.knex, rows, () => '');
      await api.db.knex.raw('ANALYZE products');
    });

    it('estimates the total, says so, and offers a next page after every full one', async () => {
      const first = await search('limit=24');
      expect(first.headers.get('x-total-count-estimated')).toBe('true');
      expect(Number(first.headers.get('x-total-count'))).toBeGreaterThan(EXACT_COUNT_LIMIT);
      expect(first.headers.get('link')).toContain('rel="next"');
      // The last page ends the matches: its total is exact.
      const last = await search(`limit=24&offset=${count - 10}`);
      expect(last.body).toHaveLength(10);
      expect(last.headers.get('x-total-count')).toBe(String(count));
      expect(last.headers.get('x-total-count-estimated')).toBeNull();
      expect(last.headers.get('link')).not.toContain('rel="next"');
    });

    it('pages newest first by cursor, as deep as offsets go, each product once', async () => {
      const idsOf = (products: Product[]) => products.map((product) => product.id);
      const byCursor: number[] = [];
      let cursor: string | null = null;
      do {
        const page: TestResponse<Product[]> = await search(`limit=100${cursor ? `&before=${cursor}` : ''}`);
        byCursor.push(...idsOf(page.body));
        cursor = page.headers.get('x-next-cursor');
      } while (cursor);
      expect(byCursor).toHaveLength(count);
      const deep = await search('limit=20&offset=700');
      expect(byCursor.slice(700, 720)).toEqual(idsOf(deep.body));
      // Two words alone (looked for among the newest first) page the same way.
      const after = byCursor[699];
      const wordsAlone = await api
        .client()
        .get<Product[]>(`/api/products?search=dried%20saffron&limit=20&before=${after}`);
      expect(idsOf(wordsAlone.body)).toEqual(idsOf(deep.body));
      // The total is the whole list's on every page, not what is left after the cursor.
      const first = await search('limit=20');
      const later = await search(`limit=20&before=${after}`);
      expect(later.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'));
    });

    it.each([
      'sort=price_asc&before=1',
      'offset=20&before=1',
      'search=saffron&sort=relevance&before=1',
      'before=abc',
    ])('answers 400 to %s', async (query) => {
      const response = await api.client().get<ProblemBody>(`/api/products?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_failed');
    });

    it('ranks the newest matches by relevance, then the older ones newest first, each once', async () => {
      const names = async (query: string) =>
        (await search(`sort=relevance&${query}`)).body.map((product) => product.name);
      expect(await names('limit=1')).toEqual(['Saffron stigmas']);
      // Two words alone are first looked for among the newest products: the same page as gathering them all.
      const idsOf = (products: Product[]) => products.map((product) => product.id);
      const wordsAlone = await api
        .client()
        .get<Product[]>('/api/products?search=dried%20saffron&sort=relevance&limit=60');
      expect(idsOf(wordsAlone.body)).toEqual(idsOf((await search('sort=relevance&limit=60')).body));
      const newestFirst = await api.client().get<Product[]>('/api/products?search=dried%20saffron&limit=30');
      expect(idsOf(newestFirst.body)).toEqual(idsOf((await search('limit=30')).body));
      // Older than the ranked window: in its place by age, the very last.
      expect(await names(`limit=1&offset=${count - 1}`)).toEqual(['Saffron threads']);
      const ids = new Set<number>();
      for (let offset = 0; offset < count; offset += 100) {
        for (const product of (await search(`sort=relevance&limit=100&offset=${offset}`)).body)
          ids.add(product.id);
      }
      expect(ids.size).toBe(count);
      const straddling = await search(`sort=relevance&limit=20&offset=${RELEVANCE_WINDOW - 10}`);
      const newest = await search(`sort=newest&limit=10&offset=${RELEVANCE_WINDOW}`);
      expect(straddling.body.slice(10).map((product) => product.id)).toEqual(
        newest.body.map((product) => product.id),
      );
    });
  });
});
