import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Certification, ProblemBody, ProductDetail } from '../contracts.ts';
import { Category } from '../models.ts';
import { signInAsAdmin, signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

const image = `/uploads/${'a'.repeat(64)}.png`;

describe('a product’s typed attributes', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let admin: SignedIn;
  let cocoa: Category;

  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    categoryId: cocoa.id,
    name: 'Cocoa Beans (Grade I)',
    description: 'Fermented, sun-dried.',
    price: '7200',
    unit: 'metric ton',
    minimumOrder: 5,
    availableQuantity: 100,
    images: [image],
    ...overrides,
  });

  const problemsOf = (body: unknown) =>
    Object.fromEntries((body as ProblemBody).errors?.map((error) => [error.field, error.message]) ?? []);

  beforeAll(async () => {
    api = await startTestApi();
    vendor = await signUp(api, 'vendor', { companyName: 'Volta Cocoa', location: 'Kumasi, Ghana' });
    admin = await signInAsAdmin(api);
    cocoa = await Category.query(api.db.knex).insertAndFetch({ name: 'Cocoa', slug: 'cocoa' });
  });
  afterAll(() => api.close());

  it('are stored as given and answered typed, country names and "1801.00" read as codes', async () => {
    const created = await vendor.client.post<ProductDetail>(
      '/api/products',
      newProduct({
        originCountry: 'Ghana',
        grade: 'Grade I',
        purityPercent: 99.5,
        certifications: ['Fairtrade', 'organic'],
        incoterms: ['fob', 'CIF'],
        leadTimeDays: 21,
        hsCode: '1801.00',
        packaging: '62.5 kg jute bags',
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      originCountry: 'GH',
      grade: 'Grade I',
      purityPercent: 99.5,
      certifications: ['fairtrade', 'organic'],
      incoterms: ['FOB', 'CIF'],
      leadTimeDays: 21,
      hsCode: '180100',
      packaging: '62.5 kg jute bags',
    });
    const row = await api.db
      .knex('products')
      .where({ id: created.body.id })
      .first('origin_country', 'hs_code', 'certifications');
    expect(row).toEqual({ originCountry: 'GH', hsCode: '180100', certifications: ['fairtrade', 'organic'] });

    const changed = await vendor.client.patch<ProductDetail>(`/api/products/${created.body.id}`, {
      certifications: [],
      purityPercent: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ certifications: [], purityPercent: null, originCountry: 'GH' });
  });

  it('default to empty when a product leaves them out', async () => {
    const created = await vendor.client.post<ProductDetail>('/api/products', newProduct());
    expect(created.body).toMatchObject({
      originCountry: null,
      grade: null,
      purityPercent: null,
      certifications: [],
      incoterms: [],
      leadTimeDays: null,
      hsCode: null,
      packaging: null,
    });
  });

  it('refuses each bad value at its field, and stores nothing', async () => {
    const before = await api.db.knex('products').count({ count: '*' }).first();
    const response = await vendor.client.post('/api/products', {
      ...newProduct(),
      originCountry: 'XX',
      purityPercent: 100.5,
      incoterms: ['FOB', 'FOB', 'XYZ'],
      leadTimeDays: 400,
      hsCode: '770000',
      grade: '   ',
    });
    expect(response.status).toBe(422);
    expect(problemsOf(response.body)).toEqual({
      originCountry: 'must be a country’s ISO 3166-1 alpha-2 code, such as GH or NL',
      purityPercent: 'must be at most 100',
      'incoterms.2': expect.stringContaining('must be Incoterms 2020 rules: EXW, FCA'),
      leadTimeDays: 'must be at most 365',
      hsCode: 'names no HS chapter: its first two digits must be 01 to 97 (not 77)',
      grade: 'cannot be empty',
    });
    for (const [field, value, message] of [
      ['hsCode', '18010', 'must be a 6-digit HS code, such as 180100'],
      ['purityPercent', 99.12345, 'can have at most 4 decimals'],
      ['purityPercent', 0, 'must be above 0'],
      ['incoterms', ['FOB', 'FOB'], 'names a rule twice'],
      ['certifications', ['Organic', 'organic'], 'names a certification twice'],
      ['certifications', ['not a code!'], expect.stringContaining('must be a certification code')],
    ] as const) {
      const refused = await vendor.client.post('/api/products', newProduct({ [field]: value }));
      expect(problemsOf(refused.body), `${field} ${JSON.stringify(value)}`).toEqual(
        field === 'certifications' && Array.isArray(value) && value[0] === 'not a code!'
          ? { 'certifications.0': message }
          : { [field]: message },
      );
    }
    expect(await api.db.knex('products').count({ count: '*' }).first()).toEqual(before);
  });

  it('take only certifications of the vocabulary, which an administrator extends', async () => {
    const refused = await vendor.client.post(
      '/api/products',
      newProduct({ certifications: ['organic', 'bonsucro'] }),
    );
    expect(refused.status).toBe(422);
    expect(problemsOf(refused.body)).toEqual({
      'certifications.1': expect.stringContaining('is not a known certification (bonsucro)'),
    });

    const listed = await api.client().get<Certification[]>('/api/certifications');
    expect(listed.body.map((certification) => certification.code)).toEqual(
      expect.arrayContaining([
        'organic',
        'fairtrade',
        'rainforest-alliance',
        'fsc',
        'lme-registered',
        'kimberley',
      ]),
    );
    expect(listed.body).toHaveLength(12);

    expect(
      (await vendor.client.post('/api/certifications', { code: 'bonsucro', name: 'Bonsucro' })).status,
    ).toBe(403);
    const added = await admin.client.post<Certification>('/api/certifications', {
      code: 'Bonsucro',
      name: 'Bonsucro',
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ code: 'bonsucro', name: 'Bonsucro' });
    const again = await admin.client.post<ProblemBody>('/api/certifications', {
      code: 'bonsucro',
      name: 'Again',
    });
    expect(again.status).toBe(409);
    expect(problemsOf(again.body)).toEqual({ code: 'A certification with this code already exists.' });

    const renamed = await admin.client.patch<Certification>('/api/certifications/bonsucro', {
      name: 'Bonsucro sugarcane',
    });
    expect(renamed.body).toEqual({ code: 'bonsucro', name: 'Bonsucro sugarcane' });
    expect((await admin.client.patch('/api/certifications/nothing', { name: 'X' })).status).toBe(404);

    const accepted = await vendor.client.post<ProductDetail>(
      '/api/products',
      newProduct({ certifications: ['organic', 'bonsucro'] }),
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body.certifications).toEqual(['organic', 'bonsucro']);
  });

  it('are checked in a bulk import row by row', async () => {
    const response = await vendor.client.post<{
      created: number;
      failed: number;
      results: { status: string; errors?: { field: string; message: string }[] }[];
    }>('/api/products/bulk', {
      products: [
        { ...newProduct({ sku: 'GH-1', certifications: ['fairtrade'], originCountry: 'CI' }) },
        { ...newProduct({ sku: 'GH-2', certifications: ['unheard-of'] }) },
      ],
    });
    expect(response.body).toMatchObject({ created: 1, failed: 1 });
    expect(response.body.results[1]?.errors).toEqual([
      {
        field: 'certifications.0',
        message: expect.stringContaining('is not a known certification (unheard-of)'),
      },
    ]);
  });
});
