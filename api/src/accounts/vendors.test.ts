import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  problemSchema,
  vendorListSchema,
  vendorRatingListSchema,
  vendorSchema,
  type Me,
  type ProblemBody,
  type Vendor,
} from '../contracts.ts';
import { Category, Product, VendorRating } from '../models.ts';
import { signInAsAdmin, signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

describe('vendors', () => {
  let api: TestApi;
  let andes: SignedIn;
  let baltic: SignedIn;
  let buyers: SignedIn[];

  beforeAll(async () => {
    api = await startTestApi();
    andes = await signUp(api, 'vendor', {
      companyName: 'Andes 100% Coffee_Co',
      location: 'Medellín, Colombia',
    });
    baltic = await signUp(api, 'vendor', {
      companyName: 'Baltic Timber',
      location: 'Riga, Latvia',
      username: 'baltic',
    });
    buyers = await Promise.all([signUp(api), signUp(api), signUp(api)]);

    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Foods', slug: 'foods' });
    const product = (vendorId: string, isActive = true) => ({
      vendorId,
      categoryId: category.id,
      name: 'Green coffee',
      price: '4.00',
      unit: 'kg',
      images: ['/uploads/x.png'],
      isActive,
    });
    await Product.query(api.db.knex).insert([
      product(andes.user.id),
      product(baltic.user.id),
      product(baltic.user.id),
      product(baltic.user.id, false),
    ]);
    const rate = (
      vendorId: string,
      buyer: SignedIn,
      rating: number,
      daysAgo: number,
      review: string | null = null,
    ) => ({
      vendorId,
      buyerId: buyer.user.id,
      rating,
      review,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    await VendorRating.query(api.db.knex).insert([
      rate(andes.user.id, buyers[0]!, 5, 3, 'Great beans'),
      rate(andes.user.id, buyers[1]!, 4, 1, 'On time'),
      rate(andes.user.id, buyers[2]!, 4, 2),
      rate(baltic.user.id, buyers[0]!, 3, 5),
    ]);
  });
  afterAll(() => api.close());

  const byId = (vendors: Vendor[], id: string) => vendors.find((vendor) => vendor.id === id);

  it('lists vendors with their computed rating, review count and active product count', async () => {
    const response = await api.client().get<Vendor[]>('/api/users/vendors');
    expect(response.status).toBe(200);
    const vendors = vendorListSchema.parse(response.body);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(byId(vendors, andes.user.id)).toMatchObject({ rating: 4.33, reviewCount: 3, productCount: 1 });
    expect(byId(vendors, baltic.user.id)).toMatchObject({ rating: 3, reviewCount: 1, productCount: 2 });
    expect(vendors.map((vendor) => vendor.id)).toEqual([andes.user.id, baltic.user.id]);
    expect(response.text).not.toMatch(/password/i);
    for (const buyer of buyers) expect(response.text).not.toContain(buyer.user.email);
  });

  it.each([
    ['products', 'baltic'],
    ['name', 'andes'],
    ['location', 'andes'],
    ['rating', 'andes'],
  ])('sorts by %s', async (sort, first) => {
    const vendors = (await api.client().get<Vendor[]>(`/api/users/vendors?sort=${sort}`)).body;
    expect(vendors[0]?.id).toBe((first === 'andes' ? andes : baltic).user.id);
  });

  it.each([
    ['a company name, any case', 'BALTIC', 'baltic'],
    ['a username', 'baltic', 'baltic'],
    ['a location', 'colombia', 'andes'],
    ['a literal %', '100%', 'andes'],
    ['a literal _', 'e_co', 'andes'],
  ])('searches by %s', async (_, search, expected) => {
    const response = await api
      .client()
      .get<Vendor[]>(`/api/users/vendors?search=${encodeURIComponent(search)}`);
    expect(response.body.map((vendor) => vendor.id)).toEqual([
      (expected === 'andes' ? andes : baltic).user.id,
    ]);
  });

  it('treats SQL and HTML in the search as plain text', async () => {
    const find = async (search: string) =>
      (await api.client().get<Vendor[]>(`/api/users/vendors?search=${encodeURIComponent(search)}`)).body.map(
        (vendor) => vendor.id,
      );
    for (const search of ["' OR 1=1 --", '<script>alert(1)</script>', '\\', "Andes' --"]) {
      expect({ search, found: await find(search) }).toEqual({ search, found: [] });
    }
    // Wildcards are literal: only the vendor whose name holds them matches.
    expect(await find('_')).toEqual([andes.user.id]);
    expect(await find('%')).toEqual([andes.user.id]);
  });

  it('pages with limit and offset, with a Link to the next page', async () => {
    const first = await api.client().get<Vendor[]>('/api/users/vendors?limit=1');
    expect(first.body).toHaveLength(1);
    expect(first.headers.get('x-total-count')).toBe('2');
    expect(first.headers.get('link')).toBe('</api/users/vendors?limit=1&offset=1>; rel="next"');
    const second = await api.client().get<Vendor[]>('/api/users/vendors?limit=1&offset=1');
    expect(second.body[0]?.id).not.toBe(first.body[0]?.id);
    expect(second.headers.get('link')).toBe('</api/users/vendors?limit=1&offset=0>; rel="prev"');
  });

  it.each([
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['sort=cheapest', 'sort'],
    ['colour=red', 'colour'],
    ['search=<10,000 characters>', 'search'],
  ])('answers 400 to %s', async (label, field) => {
    const query = label.replace('<10,000 characters>', 'x'.repeat(10_000));
    const response = await api.client().get<ProblemBody>(`/api/users/vendors?${query}`);
    expect(response.status).toBe(400);
    expect(problemSchema.parse(response.body).errors?.[0]?.field).toBe(field);
  });

  it('shows one vendor with its figures, and its sign-in email only to itself and administrators', async () => {
    const response = await api.client().get<Vendor>(`/api/users/${andes.user.id}`);
    expect(response.status).toBe(200);
    expect(vendorSchema.parse(response.body)).toMatchObject({
      contactEmail: null,
      rating: 4.33,
      productCount: 1,
    });
    expect(response.body).not.toHaveProperty('email');
    const listed = await buyers[0]!.client.get<Vendor[]>('/api/users/vendors?limit=100');
    expect(listed.text).not.toContain(andes.user.email);
    expect(listed.text).not.toContain(baltic.user.email);

    expect((await andes.client.get<Vendor>(`/api/users/${andes.user.id}`)).body.email).toBe(andes.user.email);
    expect((await baltic.client.get<Vendor>(`/api/users/${andes.user.id}`)).body).not.toHaveProperty('email');
    const admin = await signInAsAdmin(api);
    const adminsList = await admin.client.get<Vendor[]>('/api/users/vendors?limit=100');
    expect(adminsList.body.find((vendor) => vendor.id === andes.user.id)?.email).toBe(andes.user.email);
  });

  it('publishes the contact email a supplier chooses, and takes it away on null', async () => {
    const invalid = await baltic.client.patch<ProblemBody>('/api/auth/me', {
      contactEmail: 'not an address',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.field).toBe('contactEmail');
    const chosen = await baltic.client.patch<Me>('/api/auth/me', {
      contactEmail: 'Sales@Baltic-Timber.example',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      email: baltic.user.email,
      contactEmail: 'sales@baltic-timber.example',
    });
    const seen = await api.client().get<Vendor>(`/api/users/${baltic.user.id}`);
    expect(seen.body.contactEmail).toBe('sales@baltic-timber.example');
    expect(seen.text).not.toContain(baltic.user.email);
    expect(
      (await baltic.client.patch<Me>('/api/auth/me', { contactEmail: null })).body.contactEmail,
    ).toBeNull();
    expect((await api.client().get<Vendor>(`/api/users/${baltic.user.id}`)).body.contactEmail).toBeNull();
  });

  it('never shows a buyer, nor says whether one exists', async () => {
    const buyer = await api.client().get<ProblemBody>(`/api/users/${buyers[0]!.user.id}`);
    const nobody = await api.client().get<ProblemBody>('/api/users/no-such-user');
    for (const response of [buyer, nobody]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'vendor_not_found', detail: 'Vendor not found' });
    }
    expect(buyer.text).not.toContain(buyers[0]!.user.email);
  });

  it("lists a vendor's ratings newest first", async () => {
    const response = await api.client().get(`/api/vendors/${andes.user.id}/ratings`);
    const ratings = vendorRatingListSchema.parse(response.body);
    expect(ratings.map((rating) => [rating.rating, rating.review])).toEqual([
      [4, 'On time'],
      [4, null],
      [5, 'Great beans'],
    ]);
    expect(response.headers.get('x-total-count')).toBe('3');
    expect((await api.client().get('/api/vendors/nobody/ratings')).status).toBe(404);
  });

  it('keep answering the total past the last page, for vendors and for ratings', async () => {
    const vendorsPast = await api.client().get('/api/users/vendors?offset=10');
    expect(vendorsPast.body).toEqual([]);
    expect(vendorsPast.headers.get('x-total-count')).toBe('2');
    const searched = await api
      .client()
      .get(`/api/users/vendors?offset=5&search=${encodeURIComponent('Andes')}`);
    expect(searched.headers.get('x-total-count')).toBe('1');
    const ratingsPast = await api.client().get(`/api/vendors/${andes.user.id}/ratings?offset=3`);
    expect(ratingsPast.body).toEqual([]);
    expect(ratingsPast.headers.get('x-total-count')).toBe('3');
  });

  describe('verification', () => {
    it('lets an admin verify a vendor and take it back', async () => {
      const admin = await signInAsAdmin(api);
      const verified = await admin.client.patch<Vendor>(`/api/users/${baltic.user.id}`, { isVerified: true });
      expect(verified.status).toBe(200);
      expect(verified.body.isVerified).toBe(true);
      expect((await api.client().get<Vendor>(`/api/users/${baltic.user.id}`)).body.isVerified).toBe(true);
      const revoked = await admin.client.patch<Vendor>(`/api/users/${baltic.user.id}`, { isVerified: false });
      expect(revoked.body.isVerified).toBe(false);
    });

    it('lists the suppliers waiting for verification, and the verified ones', async () => {
      const admin = await signInAsAdmin(api);
      const ids = async (verified: string) =>
        (await api.client().get<Vendor[]>(`/api/users/vendors?verified=${verified}&sort=name`)).body.map(
          (vendor) => vendor.id,
        );
      await admin.client.patch(`/api/users/${andes.user.id}`, { isVerified: true });
      expect(await ids('true')).toEqual([andes.user.id]);
      expect(await ids('false')).toEqual([baltic.user.id]);
      await admin.client.patch(`/api/users/${andes.user.id}`, { isVerified: false });
      expect(await ids('false')).toEqual([andes.user.id, baltic.user.id]);
      expect((await api.client().get('/api/users/vendors?verified=yes')).status).toBe(400);
    });

    it('refuses buyers and vendors (403) and the signed-out (401)', async () => {
      for (const { client } of [buyers[0]!, andes]) {
        const response = await client.patch<ProblemBody>(`/api/users/${andes.user.id}`, { isVerified: true });
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('forbidden_role');
      }
      expect((await api.client().patch(`/api/users/${andes.user.id}`, { isVerified: true })).status).toBe(
        401,
      );
      expect((await api.client().get<Vendor>(`/api/users/${andes.user.id}`)).body.isVerified).toBe(false);
    });

    it('answers 409 for a buyer and 422 for a bad body', async () => {
      const admin = await signInAsAdmin(api);
      expect(
        (await admin.client.patch(`/api/users/${buyers[0]!.user.id}`, { isVerified: true })).status,
      ).toBe(409);
      expect((await admin.client.patch(`/api/users/${andes.user.id}`, { isVerified: 'yes' })).status).toBe(
        422,
      );
      expect(
        (await admin.client.patch(`/api/users/${andes.user.id}`, { isVerified: true, role: 'admin' })).status,
      ).toBe(422);
    });
  });
});
