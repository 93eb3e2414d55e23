import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Product as ProductBody } from '../contracts.ts';
import { Category, Product } from '../models.ts';
import {
  eventually,
  signUp,
  startSmtpInbox,
  startTestApi,
  type SignedIn,
  type SmtpInbox,
  type TestApi,
} from '../testing/index.ts';
import { MAX_SAVED_SEARCHES, type SavedSearch } from './saved-searches.contract.ts';
import { matchSavedSearches } from './saved-search-matching.ts';

const SITE = 'https://market.rawex.test';

describe('saved searches that alert', () => {
  let api: TestApi;
  let inbox: SmtpInbox;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let cocoa: Category;
  let metals: Category;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    api = await startTestApi({
      worker: true,
      events: { mail: { from: 'RawEx <alerts@rawex.test>', smtpUrl: inbox.url }, publicUrl: SITE },
    });
    [buyer, vendor] = await Promise.all([
      signUp(api, 'buyer', { firstName: 'Sade' }),
      signUp(api, 'vendor', { companyName: 'Volta Cocoa' }),
    ]);
    [cocoa, metals] = await Promise.all([
      Category.query(api.db.knex).insertAndFetch({ name: 'Cocoa', slug: 'alert-cocoa' }),
      Category.query(api.db.knex).insertAndFetch({ name: 'Metals', slug: 'alert-metals' }),
    ]);
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  const list = (seller: SignedIn, category: Category, name: string, attributes: Partial<Product> = {}) =>
    Product.query(api.db.knex).insertAndFetch({
      vendorId: seller.user.id,
      categoryId: category.id,
      name,
      price: '3.10',
      unit: 'kg',
      minimumOrder: 100,
      availableQuantity: 50_000,
      images: [],
      ...attributes,
    });
  const save = (who: SignedIn, name: string, filters: Record<string, unknown>) =>
    who.client.post<SavedSearch>('/api/saved-searches', { name, filters });
  const alertsOf = async (who: SignedIn) =>
    (await who.client.get<Notification[]>('/api/notifications')).body.filter(
      (notice) => notice.kind === 'saved_search_matched',
    );
  const mailTo = (who: SignedIn) => (mail: { to?: unknown; subject?: string }) =>
    JSON.stringify(mail.to).includes(who.user.email) && mail.subject !== 'Confirm your email address';
  /**
   * Matches every waiting candidate. The test's worker may hold some at that moment (they are
   * taken with SKIP LOCKED): its matches count once it has committed, when no candidate is left.
   */
  const matchEverything = async () => {
    await matchSavedSearches(api.db.knex);
    await eventually(
      async () => Number((await api.db.knex('savedSearchCandidates').count({ n: '*' }).first())?.n),
      (waiting) => waiting === 0,
    );
  };
  const matchesOf = async (savedSearchId: number) =>
    (await api.db
      .knex('savedSearchMatches')
      .where({ savedSearchId })
      .orderBy('id')
      .select('productId', 'reason', 'price')) as { productId: number; reason: string; price: string }[];

  it('alerts once, in-app and by email, of a matching product listed, and not of one that does not match', async () => {
    const saved = await save(buyer, 'Ghana fairtrade cocoa', {
      search: 'cocoa beans',
      category: 'alert-cocoa',
      originCountry: 'GH',
      certifications: ['fairtrade'],
      maxPrice: '3.50',
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      name: 'Ghana fairtrade cocoa',
      query:
        'search=cocoa+beans&category=alert-cocoa&maxPrice=3.50&originCountry=GH&certifications=fairtrade&priceCurrency=USD',
      paused: false,
      matchCount: 0,
      lastMatchedAt: null,
    });

    const matching = await list(vendor, cocoa, 'Cocoa beans, Ashanti main crop', {
      originCountry: 'GH',
      certifications: ['fairtrade', 'organic'],
    });
    await list(vendor, cocoa, 'Cocoa beans, San Pedro', {
      originCountry: 'CI',
      certifications: ['fairtrade'],
    });
    await list(vendor, cocoa, 'Cocoa beans, Kumasi', { originCountry: 'GH', price: '3.90' });
    await list(vendor, metals, 'Copper cathode', { originCountry: 'GH', certifications: ['fairtrade'] });

    const [alert] = await eventually(
      () => alertsOf(buyer),
      (alerts) => alerts.length > 0,
    );
    expect(alert).toMatchObject({
      title: '1 product matches “Ghana fairtrade cocoa”',
      body: 'Listed or cheaper: “Ghana fairtrade cocoa”: Cocoa beans, Ashanti main crop.',
      link: `/products?${saved.body.query}&sort=newest`,
    });
    expect(await matchesOf(saved.body.id)).toEqual([
      { productId: matching.id, reason: 'listed', price: '3.10' },
    ]);

    const [mail] = await inbox.waitFor(mailTo(buyer));
    expect(mail!.subject).toBe('1 product matches “Ghana fairtrade cocoa”');
    expect(mail!.text).toContain('“Ghana fairtrade cocoa”: Cocoa beans, Ashanti main crop');
    expect(mail!.text).toContain(`${SITE}/products?`);
    expect(mail!.text).toMatch(
      new RegExp(`Stop these emails: ${SITE}/saved-searches/stop-emails\\?token=\\S+`),
    );

    // A change that neither lists it nor lowers its price alerts of nothing.
    await Product.query(api.db.knex).findById(matching.id).patch({ availableQuantity: 40_000 });
    await matchEverything();
    expect(await matchesOf(saved.body.id)).toHaveLength(1);
    const [listed] = (await buyer.client.get<SavedSearch[]>('/api/saved-searches')).body;
    expect(listed).toMatchObject({ id: saved.body.id, matchCount: 1, lastMatchedAt: expect.any(String) });
  });

  it('alerts again when a match gets cheaper, or comes into the price range, with at most one email a day', async () => {
    const watcher = await signUp(api, 'buyer', { firstName: 'Kofi' });
    const saved = await save(watcher, 'Cheap cocoa', { category: 'alert-cocoa', maxPrice: 3 });
    const product = await list(vendor, cocoa, 'Cocoa nibs', { price: '3.40' });
    await matchEverything();
    expect(await matchesOf(saved.body.id)).toEqual([]);

    // The supplier lowers the price through the API: now in the range.
    const lowered = await vendor.client.patch<ProductBody>(`/api/products/${product.id}`, { price: '2.95' });
    expect(lowered.status).toBe(200);
    await eventually(
      () => matchesOf(saved.body.id),
      (matches) => matches.length === 1,
    );
    await inbox.waitFor(mailTo(watcher));
    await vendor.client.patch(`/api/products/${product.id}`, { price: '2.80' });
    await eventually(
      () => alertsOf(watcher),
      (alerts) => alerts.length === 2,
    );
    expect(await matchesOf(saved.body.id)).toEqual([
      { productId: product.id, reason: 'price_drop', price: '2.95' },
      { productId: product.id, reason: 'price_drop', price: '2.80' },
    ]);
    // The second waits for the day's digest: one email so far, the next due a day after it.
    const digest = (await api.db
      .knex('emailDigests')
      .where({ userId: watcher.user.id, kind: 'saved_search_matched' })
      .first('lastSentAt', 'dueAt')) as { lastSentAt: Date; dueAt: Date };
    expect(digest.dueAt.getTime() - digest.lastSentAt.getTime()).toBeGreaterThanOrEqual(86_400_000 - 1000);
    expect(inbox.received.filter(mailTo(watcher))).toHaveLength(1);
  });

  it('alerts when a product taken off sale is put back on sale, not while it is off', async () => {
    const watcher = await signUp(api, 'buyer', { firstName: 'Ama' });
    const saved = await save(watcher, 'Cocoa butter', { category: 'alert-cocoa', search: 'butter' });
    const product = await list(vendor, cocoa, 'Cocoa butter, deodorised', { isActive: false });
    await vendor.client.patch(`/api/products/${product.id}`, { price: '2.50' });
    await matchEverything();
    expect(await matchesOf(saved.body.id)).toEqual([]);

    const back = await vendor.client.patch<ProductBody>(`/api/products/${product.id}`, { isActive: true });
    expect(back.status).toBe(200);
    await eventually(
      () => matchesOf(saved.body.id),
      (matches) => matches.length === 1,
    );
    expect(await matchesOf(saved.body.id)).toEqual([
      { productId: product.id, reason: 'listed', price: '2.50' },
    ]);
  });

  it('matches exactly what the product list finds for the same filters, in one pass over a batch', async () => {
    const other = await signUp(api, 'vendor', { companyName: 'Andes Metals' });
    await api.db.knex('users').where({ id: other.user.id }).update({ isVerified: true });
    const trader = await signUp(api, 'buyer');
    const searches = [
      { search: 'copper' },
      { category: 'alert-metals', minPurity: 99.9 },
      { incoterms: 'FOB,CIF', maxLeadTime: 30 },
      { grade: ['Grade A', 'Cu-CATH-1'], verified: 'true' },
      { originCountry: 'CL,PE', minPrice: '5', maxPrice: '10' },
      { vendorId: other.user.id, search: '-cathode' },
      { search: 'vanilla' },
    ];
    const saved = await Promise.all(
      searches.map((filters, index) => save(trader, `Metals ${index}`, filters)),
    );
    expect(saved.map((response) => response.status)).toEqual(searches.map(() => 201));
    const batch = await Promise.all([
      list(other, metals, 'Copper cathode', {
        originCountry: 'CL',
        grade: 'Cu-CATH-1',
        purityPercent: 99.99,
        price: '8.10',
        incoterms: ['FOB'],
        leadTimeDays: 21,
      }),
      list(other, metals, 'Copper concentrate', {
        originCountry: 'PE',
        grade: 'Grade A',
        purityPercent: 28,
        price: '2.10',
        incoterms: ['CIF'],
        leadTimeDays: 45,
      }),
      list(vendor, metals, 'Tin ingot', {
        originCountry: 'PE',
        grade: 'Grade A',
        purityPercent: 99.9,
        price: '9.99',
        incoterms: ['EXW'],
        leadTimeDays: 10,
      }),
      list(vendor, cocoa, 'Cocoa butter', {
        originCountry: 'GH',
        price: '6.00',
        incoterms: ['CIF'],
        leadTimeDays: 7,
      }),
    ]);
    const batchIds = new Set(batch.map((product) => product.id));
    await matchEverything();

    for (const search of saved) {
      const listed = await api.client().get<ProductBody[]>(`/api/products?${search.body.query}&limit=100`);
      const expected = listed.body.map((product) => product.id).filter((id) => batchIds.has(id));
      const matched = (await matchesOf(search.body.id)).map((match) => match.productId);
      expect({ search: search.body.query, matched: matched.sort() }).toEqual({
        search: search.body.query,
        matched: expected.sort(),
      });
    }
    // The cases cover matches and misses alike.
    const counts = await Promise.all(saved.map(async (search) => (await matchesOf(search.body.id)).length));
    expect(counts.some((count) => count === 0)).toBe(true);
    expect(counts.some((count) => count > 0)).toBe(true);
  });

  it('is renamed, paused (no alerts) and deleted by its owner alone', async () => {
    const owner = await signUp(api, 'buyer');
    const saved = await save(owner, 'Organic cocoa', { category: 'alert-cocoa', certifications: 'organic' });
    const id = saved.body.id;
    const stranger = await signUp(api, 'buyer');
    expect((await stranger.client.patch(`/api/saved-searches/${id}`, { name: 'Mine' })).status).toBe(404);
    expect((await stranger.client.delete(`/api/saved-searches/${id}`)).status).toBe(404);
    expect((await stranger.client.get<SavedSearch[]>('/api/saved-searches')).body).toEqual([]);

    const renamed = await owner.client.patch<SavedSearch>(`/api/saved-searches/${id}`, {
      name: 'Organic cocoa, any origin',
      paused: true,
    });
    expect(renamed.body).toMatchObject({ name: 'Organic cocoa, any origin', paused: true });
    await list(vendor, cocoa, 'Organic cocoa powder', { certifications: ['organic'] });
    await matchEverything();
    expect(await matchesOf(id)).toEqual([]);
    expect(
      (await owner.client.patch<SavedSearch>(`/api/saved-searches/${id}`, { paused: false })).body.paused,
    ).toBe(false);

    const taken = await save(owner, 'Organic cocoa, any origin', { search: 'cocoa' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'saved_search_name_taken' });

    expect((await owner.client.delete(`/api/saved-searches/${id}`)).status).toBe(204);
    const gone = await owner.client.delete(`/api/saved-searches/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'saved_search_not_found' });
  });

  it('refuses a search with no filter, an unknown category, bad values, too many, and a visitor', async () => {
    const owner = await signUp(api, 'buyer');
    const empty = await save(owner, 'Everything', {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: [expect.objectContaining({ field: 'filters' })] });
    const unknown = await save(owner, 'Nowhere', { category: 'no-such-category' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      errors: [{ field: 'filters.category', message: 'no category has this slug' }],
    });
    const bad = await save(owner, 'Bad', { originCountry: 'Atlantis', minPrice: 9, maxPrice: 2 });
    expect(bad.status).toBe(422);
    expect(
      (bad.body as unknown as { errors: { field: string }[] }).errors.map((error) => error.field).sort(),
    ).toEqual(['filters.minPrice', 'filters.originCountry.0']);
    expect((await save(owner, ' ', { search: 'cocoa' })).status).toBe(422);
    expect(
      (await api.client().post('/api/saved-searches', { name: 'x', filters: { search: 'x' } })).status,
    ).toBe(401);

    await api.db.knex('savedSearches').insert(
      Array.from({ length: MAX_SAVED_SEARCHES }, (_, index) => ({
        userId: owner.user.id,
        name: `Search ${index}`,
        search: 'cocoa',
      })),
    );
    const tooMany = await save(owner, 'One more', { search: 'cocoa' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'too_many_saved_searches' });
  });

  it('stops the emails from the link in one, without signing in, and refuses a forged link', async () => {
    const reader = await signUp(api, 'buyer', { firstName: 'Ama' });
    await save(reader, 'Shea', { search: 'shea' });
    await list(vendor, cocoa, 'Shea butter, unrefined');
    const [mail] = await inbox.waitFor(mailTo(reader));
    const token = decodeURIComponent(/stop-emails\?token=(\S+)/.exec(mail!.text ?? '')![1]!);

    const forged = await api.client().post('/api/saved-searches/stop-emails', { token: `${token}x` });
    expect(forged.status).toBe(422);
    const stopped = await api.client().post('/api/saved-searches/stop-emails', { token });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ email: reader.user.email });
    const settings = await reader.client.get<{ kind: string; email: boolean }[]>(
      '/api/notification-settings',
    );
    expect(settings.body.find((setting) => setting.kind === 'saved_search_matched')).toMatchObject({
      email: false,
    });
  });
});
