import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { CheckoutResult, Order } from '../contracts.ts';
import type { OrderDocument } from '../payments/order-documents.contract.ts';
import { MAILED_SITE } from '../testing/companies.ts';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts';
import {
  secondStepCode,
  seedCoffeeTrade,
  signInAsAdmin,
  startTestApi,
  type SignedIn,
  type TestApi,
  PROTECTION_ENVIRONMENT,
} from '../testing/index.ts';
import type { ProtectionSettings } from './settlement.contract.ts';

describe('the collection account set by environment', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let productId: number;

  beforeAll(async () => {
    api = await startTestApi({
      events: { protection: loadConfig(PROTECTION_ENVIRONMENT).events.protection },
    });
    const trade = await seedCoffeeTrade(api, 'coffee-protection-env');
    ({ owner: buyer, vendor } = trade);
    productId = trade.product.id;
    expect(
      (
        await vendor.client.put('/api/company/bank-account', {
          accountHolder: 'Andes Coffee SAC',
          iban: 'GB33BUKB20201555555555',
          bic: 'BUKBGB22',
          code: await secondStepCode(vendor),
        })
      ).status,
    ).toBe(200);
  });
  afterAll(() => api?.close());

  it('is where a protected order’s pro-forma asks the buyer to pay, never the supplier’s own account', async () => {
    const settings = (await buyer.client.get<ProtectionSettings>('/api/protection')).body;
    expect(settings).toMatchObject({ available: true, source: 'environment' });
    await buyer.client.post('/api/cart', { productId, quantity: 100 });
    const checkout = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Kaiserkai 1, Hamburg',
      protection: true,
    });
    expect(checkout.status, checkout.text).toBe(201);
    const orderId = checkout.body.orders[0]!.id;
    const confirmed = await vendor.client.patch<Order>(`/api/orders/${orderId}`, { status: 'confirmed' });
    expect(confirmed.status, confirmed.text).toBe(200);
    const documents = (await buyer.client.get<OrderDocument[]>(`/api/orders/${orderId}/documents`)).body;
    const proforma = await api.db.knex('orderDocuments').where({ id: documents[0]!.id }).first('content');
    expect(proforma.content.bankAccount).toMatchObject({
      accountHolder: PROTECTION_ENVIRONMENT.RAWEX_PROTECTION_HOLDER,
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
  });
});

describe('a change of the collection account', () => {
  let api: TestApi;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    api = await startTestApi({
      worker: true,
      events: {
        protection: loadConfig(PROTECTION_ENVIRONMENT).events.protection,
        mail: { from: 'RawEx <hello@rawex.test>', smtpUrl: inbox.url },
        publicUrl: MAILED_SITE,
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  it('is held 72 hours: documents say so, every administrator is told, and another puts it back', async () => {
    const [intruder, colleague] = [await signInAsAdmin(api), await signInAsAdmin(api)];
    const { owner: buyer, vendor, product } = await seedCoffeeTrade(api, 'coffee-collection-hold');
    const changed = await intruder.client.put<ProtectionSettings>('/api/admin/protection', {
      accountHolder: 'Somebody Else Ltd',
      iban: 'GB33BUKB20201555555555',
      bic: 'BUKBGB22',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      collectionAccount: { iban: 'GB33BUKB20201555555555' },
      changeHeldUntil: expect.any(String),
      previousAccount: { iban: PROTECTION_ENVIRONMENT.RAWEX_PROTECTION_IBAN },
    });
    const heldFor = Date.parse(changed.body.changeHeldUntil!) - Date.now();
    expect(Math.round(heldFor / 3_600_000)).toBe(72);
    await inbox.waitFor(
      (mail) =>
        mail.subject === 'RawEx’s collection account was changed' &&
        JSON.stringify(mail.to).includes(colleague.user.email),
    );

    // A pro-forma issued during the hold tells the buyer the account changed.
    await buyer.client.post('/api/cart', { productId: product.id, quantity: 100 });
    const checkout = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Kaiserkai 1, Hamburg',
      protection: true,
    });
    const orderId = checkout.body.orders[0]!.id;
    expect((await vendor.client.patch(`/api/orders/${orderId}`, { status: 'confirmed' })).status).toBe(200);
    const documents = (await buyer.client.get<OrderDocument[]>(`/api/orders/${orderId}/documents`)).body;
    const proforma = await api.db.knex('orderDocuments').where({ id: documents[0]!.id }).first('content');
    expect(proforma.content.bankAccount).toMatchObject({
      iban: 'GB33 BUKB 2020 1555 5555 55',
      changedOn: new Date().toISOString().slice(0, 10),
    });

    const restored = await colleague.client.post<ProtectionSettings>(
      '/api/admin/protection/cancel-change',
      {},
    );
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({
      collectionAccount: { iban: PROTECTION_ENVIRONMENT.RAWEX_PROTECTION_IBAN },
      changeHeldUntil: null,
      previousAccount: null,
    });
    const again = await colleague.client.post<{ code: string }>('/api/admin/protection/cancel-change', {});
    expect([again.status, again.body.code]).toEqual([409, 'no_collection_account_change_held']);
    const trail = await api.db
      .knex('auditEvents')
      .where({ subjectType: 'marketplace' })
      .orderBy('id')
      .pluck('action');
    expect(trail).toEqual([
      'marketplace.collection_account_changed',
      'marketplace.collection_account_change_cancelled',
    ]);
  });
});
