import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../contracts.ts';
import { Category } from '../models.ts';
import { cocoaLot, signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

const MINUTE = 60_000;

describe('an auction refused', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let otherBuyer: SignedIn;
  let vendor: SignedIn;
  let categoryId: number;
  beforeAll(async () => {
    api = await startTestApi();
    [buyer, otherBuyer, vendor] = await Promise.all([
      signUp(api, 'buyer'),
      signUp(api, 'buyer'),
      signUp(api, 'vendor'),
    ]);
    categoryId = (await Category.query(api.db.knex).insertAndFetch({ name: 'Cocoa', slug: 'cocoa-refused' }))
      .id;
  });
  afterAll(() => api?.close());

  it('refuses an auction it cannot run, naming what to mend', async () => {
    const post = (firm: SignedIn, body: Record<string, unknown>) =>
      firm.client.post<ProblemBody>('/api/auctions', {
        direction: 'reverse',
        title: 'Cocoa',
        currency: 'USD',
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + 10 * MINUTE).toISOString(),
        lots: [cocoaLot('Grade I')],
        step: { kind: 'amount', value: '10', from: 'leading' },
        visibility: 'rank',
        categoryId,
        ...body,
      });
    const wrongSide = await post(vendor, {});
    expect([wrongSide.status, wrongSide.body.code]).toEqual([403, 'wrong_side']);
    const bad = await post(buyer, {
      endsAt: new Date(Date.now() + MINUTE).toISOString(),
      lots: [cocoaLot('Grade I', { reservePrice: '10' }), cocoaLot('Grade II', { showLimit: true })],
      invitedCompanyIds: [otherBuyer.user.id],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { field: 'endsAt', message: 'must be at least 5 minutes after startsAt' },
      {
        field: 'lots.0.reservePrice',
        message: 'is not for a reverse auction: its lots have a ceiling price (ceilingPrice)',
      },
      { field: 'lots.1.showLimit', message: 'needs a ceiling price to show (ceilingPrice)' },
      { field: 'invitedCompanyIds', message: `${otherBuyer.user.id} is not a supplier’s firm that may bid` },
    ]);
    const noCategory = await post(buyer, { categoryId: undefined });
    expect(noCategory.body.errors).toEqual([
      {
        field: 'categoryId',
        message:
          'is required for an auction open to every verified bidder: name its category, or invite firms',
      },
    ]);
    expect((await post(buyer, { categoryId: 2_000_000 })).body.errors).toEqual([
      { field: 'categoryId', message: 'is not a category (GET /api/categories lists them)' },
    ]);
    expect((await post(buyer, { currency: 'JPY' })).body.code).toBe('currency_not_traded');
    expect((await post(buyer, { step: { kind: 'percent', value: '60', from: 'own' } })).body.errors).toEqual([
      { field: 'step.value', message: 'must be at most 50 percent' },
    ]);
    expect((await post(buyer, { rfqId: 2_000_000 })).body.code).toBe('rfq_not_found');
    const forward = await post(buyer, { direction: 'forward' });
    expect([forward.status, forward.body.code]).toEqual([403, 'wrong_side']);
    expect(await api.db.knex('auctions').where({ title: 'Cocoa' }).pluck('id')).toEqual([]);
  });
});
