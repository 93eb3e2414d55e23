import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEventListSchema,
  type ApiKey,
  type AuditEvent,
  type CheckoutResult,
  type ProblemBody,
} from '../contracts.ts';
import { Category, Product } from '../models.ts';
import { signInAsAdmin, signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

describe('the audit trail', () => {
  let api: TestApi;
  let admin: SignedIn;
  let vendor: SignedIn;
  let buyer: SignedIn;
  let keyId: number;
  let orderId: number;

  beforeAll(async () => {
    api = await startTestApi();
    [vendor, buyer] = await Promise.all([signUp(api, 'vendor'), signUp(api, 'buyer')]);
    admin = await signInAsAdmin(api);
    await admin.client.patch(`/api/users/${vendor.user.id}`, { isVerified: true });

    const key = await vendor.client.post<ApiKey>('/api/keys', { name: 'ERP', permissions: ['read:orders'] });
    keyId = key.body.id;
    await vendor.client.patch(`/api/keys/${keyId}`, { name: 'ERP sync' });
    await vendor.client.delete(`/api/keys/${keyId}`);

    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Timber', slug: 'timber' });
    const teak = await Product.query(api.db.knex).insertAndFetch({
      vendorId: vendor.user.id,
      categoryId: category.id,
      name: 'Teak logs',
      price: '900.00',
      unit: 'm3',
      availableQuantity: 50,
      images: ['https://example.com/teak.jpg'],
    });
    await buyer.client.post('/api/cart', { productId: teak.id, quantity: 1 });
    const checkout = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Berth 2, Tema',
    });
    orderId = checkout.body.orders[0]!.id;
    await vendor.client.patch(`/api/orders/${orderId}`, { status: 'confirmed' });
  });
  afterAll(() => api.close());

  const summary = (event: AuditEvent) => [
    event.action,
    event.actor?.email,
    event.subject.type,
    event.subject.id,
  ];

  it('lists who did what to what, newest first, for an administrator', async () => {
    const response = await admin.client.get<AuditEvent[]>('/api/audit-events');
    expect(response.status).toBe(200);
    const events = auditEventListSchema.parse(response.body);
    expect(response.headers.get('x-total-count')).toBe('6');
    expect(events.map(summary)).toEqual(
      [
        ['order.status_changed', vendor.user.email, 'order', String(orderId)],
        ['order.placed', buyer.user.email, 'order', String(orderId)],
        ['api_key.revoked', vendor.user.email, 'api_key', String(keyId)],
        ['api_key.updated', vendor.user.email, 'api_key', String(keyId)],
        ['api_key.created', vendor.user.email, 'api_key', String(keyId)],
        ['vendor.verified', admin.user.email, 'vendor', vendor.user.id],
      ].slice(0, events.length),
    );
    expect(events[0]?.details).toEqual({ from: 'pending', to: 'confirmed' });
    expect(events.find((event) => event.action === 'api_key.created')?.details).toMatchObject({
      name: 'ERP',
      permissions: ['read:orders'],
    });
  });

  it('filters by action and by who did it, and pages', async () => {
    const verified = await admin.client.get<AuditEvent[]>('/api/audit-events?action=vendor.verified');
    expect(verified.body.map(summary)).toEqual([
      ['vendor.verified', admin.user.email, 'vendor', vendor.user.id],
    ]);
    const byVendor = await admin.client.get<AuditEvent[]>(
      `/api/audit-events?actorId=${vendor.user.id}&limit=2`,
    );
    expect(byVendor.body.map((event) => event.action)).toEqual(['order.status_changed', 'api_key.revoked']);
    expect(byVendor.headers.get('x-total-count')).toBe('4');
    expect(byVendor.headers.get('link')).toContain('offset=2');
  });

  it('is for administrators: a vendor is told whose it is', async () => {
    const refused = await vendor.client.get<ProblemBody>('/api/audit-events');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('This needs an administrator account; yours is a supplier account.');
  });

  it('records nothing for a refused change', async () => {
    const before = await api.db.knex('auditEvents').count({ count: '*' }).first();
    const refused = await vendor.client.patch(`/api/keys/${keyId + 1000}`, { name: 'Not mine' });
    expect(refused.status).toBe(404);
    expect(await api.db.knex('auditEvents').count({ count: '*' }).first()).toEqual(before);
  });
});
