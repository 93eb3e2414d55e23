import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinByInvitation, seedCoffeeTrade, startMailedTestApi } from '../testing/companies.ts';
import {
  enrollTotp,
  letSecondStepGoStale,
  signUp,
  TEST_PASSWORD,
  totpCode,
  type TestApi,
} from '../testing/index.ts';
import type { SmtpInbox } from '../testing/smtp-inbox.ts';
import { FORMER_MEMBER } from '../accounts/account-values.contract.ts';
import { prepareExport } from './personal-data.service.ts';

let api: TestApi;
let inbox: SmtpInbox;

beforeAll(async () => {
  ({ api, inbox } = await startMailedTestApi());
});
afterAll(async () => {
  await api.close();
  await inbox.close();
});

/** A buyer's order from the coffee supplier, and a message each way about it. */
async function coffeeOrder(slug: string) {
  const trade = await seedCoffeeTrade(api, slug);
  await trade.owner.client.post('/api/cart', { productId: trade.product.id, quantity: 100 });
  const checkout = await trade.owner.client.post<{ orders: { id: number }[] }>('/api/checkout', {
    shippingAddress: 'Speicherstadt 1, Hamburg',
  });
  expect(checkout.status).toBe(201);
  const conversation = await trade.owner.client.post<{ id: number }>('/api/conversations', {
    vendorId: trade.vendor.user.id,
    body: 'Please ship in jute bags.',
  });
  await trade.vendor.client.post(`/api/conversations/${conversation.body.id}/messages`, {
    body: 'Jute it is.',
  });
  return { ...trade, orderId: checkout.body.orders[0]!.id, conversationId: conversation.body.id };
}

describe('a person’s data export', () => {
  it('holds their orders and the messages they wrote, and nothing of anyone else', async () => {
    const { owner, vendor, orderId } = await coffeeOrder('export-coffee');
    const stranger = await coffeeOrder('export-other');

    const exported = await owner.client.get<Record<string, unknown[]> & { profile: { email: string } }>(
      '/api/auth/me/export',
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="rawex-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(exported.body.profile.email).toBe(owner.user.email);
    expect(exported.body.orders).toEqual([
      expect.objectContaining({ id: orderId, vendorId: vendor.user.id }),
    ]);
    expect(exported.body.messages).toEqual([expect.objectContaining({ body: 'Please ship in jute bags.' })]);
    expect(exported.body.companies).toEqual([expect.objectContaining({ id: owner.user.id, role: 'owner' })]);
    expect(exported.body.sessions).toHaveLength(1);
    // The supplier's reply reached them as a notification, but is not among the messages they wrote.
    expect(JSON.stringify(exported.body.messages)).not.toContain('Jute it is.');
    expect(JSON.stringify(exported.body)).not.toContain(stranger.owner.user.email);
    expect(JSON.stringify(exported.body)).not.toContain(stranger.vendor.user.id);
  });

  it('is prepared by a job and linked by email when large, and only its owner downloads it', async () => {
    const { owner } = await coffeeOrder('export-large');
    await api.db.knex.raw(
      `INSERT INTO notifications (user_id, kind, title, body, link)
       SELECT ?, 'order_placed', 'Notice ' || n, 'Filler', '/orders' FROM generate_series(1, 5001) AS n`,
      [owner.user.id],
    );
    const queued = await owner.client.get<{ exportId: string }>('/api/auth/me/export');
    expect(queued.status).toBe(202);
    const [mail] = await inbox.waitFor(
      (received) =>
        received.subject === 'Your RawEx data is ready' &&
        JSON.stringify(received.to).includes(owner.user.email),
      1,
      30_000,
    );
    expect(mail!.text).toContain(`/api/auth/me/exports/${queued.body.exportId}`);
    const download = await owner.client.get<{ notifications: unknown[] }>(
      `/api/auth/me/exports/${queued.body.exportId}`,
    );
    expect(download.status).toBe(200);
    expect(download.body.notifications.length).toBeGreaterThan(5_001);

    const someoneElse = await signUp(api);
    const refused = await someoneElse.client.get(`/api/auth/me/exports/${queued.body.exportId}`);
    expect(refused.status).toBe(404);
    // Preparing it again (a retried job) changes nothing.
    await expect(prepareExport(api.db.knex, api.storage, queued.body.exportId)).resolves.toBeUndefined();
  });
});

describe('deleting an account', () => {
  it('ends the sign-in, erases the person, and leaves the order readable for the supplier', async () => {
    const { owner, vendor, orderId, conversationId } = await coffeeOrder('delete-coffee');
    const { key } = (
      await owner.client.post<{ key: string }>('/api/keys', { name: 'feed', permissions: ['read:orders'] })
    ).body;
    const readWithKey = () =>
      fetch(`${api.url}/api/orders/${orderId}`, { headers: { authorization: `Bearer ${key}` } });
    expect((await readWithKey()).status).toBe(200);
    const { secret } = await enrollTotp(owner.client);
    await letSecondStepGoStale(api, owner);

    const noCode = await owner.client.delete<{ code: string }>('/api/auth/me', {
      body: { password: TEST_PASSWORD },
    });
    expect([noCode.status, noCode.body.code]).toEqual([403, 'second_step_not_recent']);
    const wrongPassword = await owner.client.delete('/api/auth/me', {
      body: { password: 'not mine at all', code: await totpCode(secret, 1) },
    });
    expect(wrongPassword.status).toBe(401);
    // A copy of their data prepared earlier, still kept for download.
    const { id: exportId } = (
      await api.db
        .knex('dataExports')
        .insert({ userId: owner.user.id, expiresAt: new Date(Date.now() + 86_400_000) })
        .returning('id')
    )[0] as { id: string };
    await prepareExport(api.db.knex, api.storage, exportId);
    const exportFile = `exports/${exportId}.json`;
    expect(await api.storage.size(exportFile)).toBeGreaterThan(0);
    const deleted = await owner.client.delete('/api/auth/me', {
      body: { password: TEST_PASSWORD, code: await totpCode(secret, 1) },
    });
    expect(deleted.status).toBe(204);
    expect(await api.storage.size(exportFile)).toBeUndefined();
    // Their keys end with them, revoked for good.
    expect((await readWithKey()).status).toBe(401);
    const keys = await api.db.knex('apiKeys').where({ userId: owner.user.id }).select('status');
    expect(keys.map((row: { status: string }) => row.status)).toEqual(['revoked']);

    expect((await owner.client.get('/api/auth/me')).status).toBe(401);
    const signIn = await api
      .client()
      .post('/api/auth/login', { email: owner.user.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(401);
    expect((await api.client().post('/api/auth/password-reset', { email: owner.user.email })).status).toBe(
      202,
    );

    const order = await vendor.client.get<{ id: number; totalAmount: string }>(`/api/orders/${orderId}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ id: orderId, totalAmount: '420.00' });
    const person = await api.db
      .knex('users')
      .where({ id: owner.user.id })
      .first('email', 'firstName', 'lastName', 'passwordHash', 'companyName');
    // The firm's name stays with its orders; the person's name does not.
    expect(person).toMatchObject({
      firstName: FORMER_MEMBER,
      lastName: null,
      passwordHash: null,
      companyName: 'Hamburg Roasters GmbH',
    });
    expect(person.email).not.toContain(owner.user.email.split('@')[0]);
    const thread = await vendor.client.get(`/api/conversations/${conversationId}/messages`);
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).toContain('Please ship in jute bags.');
    expect(JSON.stringify(thread.body)).not.toContain(owner.user.email);
  });

  it('asks the last owner of a firm with members to hand it over first', async () => {
    const owner = await signUp(api, 'buyer', { companyName: 'Lone Owner Trading' });
    await joinByInvitation(api, inbox, owner, 'purchaser');
    const refused = await owner.client.delete('/api/auth/me', { body: { password: TEST_PASSWORD } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'last_owner', companyId: owner.user.id });
    expect((refused.body as { detail: string }).detail).toContain('Lone Owner Trading');
    expect((await owner.client.get('/api/auth/me')).status).toBe(200);
  });
});
