import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { CheckoutResult, Order } from '../contracts.ts';
import type { OrderDocument } from '../payments/order-documents.contract.ts';
import {
  secondStepCode,
  seedCoffeeTrade,
  startTestApi,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';
import type { ProtectionSettings } from './settlement.contract.ts';

/** The operator's account, as the README tells an operator to set it: by environment. */
const ENVIRONMENT = {
  RAWEX_PROTECTION_IBAN: 'DE89370400440532013000',
  RAWEX_PROTECTION_BIC: 'COBADEFFXXX',
  RAWEX_PROTECTION_HOLDER: 'RawEx Protection c/o Partner Bank',
};

describe('the collection account set by environment', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let productId: number;

  beforeAll(async () => {
    api = await startTestApi({ events: { protection: loadConfig(ENVIRONMENT).events.protection } });
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
      accountHolder: ENVIRONMENT.RAWEX_PROTECTION_HOLDER,
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    });
  });
});
