import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewWebhook, Webhook, WebhookDelivery } from './webhooks.contract.ts';
import { createJobQueue, type JobContext } from '../platform/jobs/job-queue.ts';
import { deliverWebhookJob } from './webhook-delivery.job.ts';
import { prepareSecrets } from '../sealed-secrets.ts';
import { openText, WrongSecretsKey } from '../platform/secrets.ts';
import {
  eventually,
  seedTrade,
  signUp,
  startTestApi,
  startWebhookReceiver,
  type ReceivedDelivery,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';

describe('signed webhooks', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let vendor: SignedIn;
  const servers: Server[] = [];

  beforeAll(async () => {
    api = await startTestApi({
      worker: true,
      // The retry schedule (5 s … 10 h) run 100,000 times faster: 0.6 s in all.
      events: { webhooks: { retryScale: 0.00001, allowPrivateAddresses: true } },
    });
    [buyer, vendor] = await Promise.all([signUp(api, 'buyer'), signUp(api, 'vendor')]);
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await api?.close();
  });

  const receiver = async (answers?: number[]) => {
    const started = await startWebhookReceiver(answers);
    servers.push(started.server);
    return started;
  };

  it('delivers order.created to the buyer’s and the supplier’s endpoints, signed by the Standard Webhooks scheme', async () => {
    const buyerEnd = await receiver();
    const created = await buyer.client.post<NewWebhook>('/api/webhooks', {
      url: buyerEnd.url,
      events: ['order.created'],
      description: 'ERP',
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const listed = await buyer.client.get<Webhook[]>('/api/webhooks');
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: created.body.id,
        url: buyerEnd.url,
        events: ['order.created'],
        isEnabled: true,
      }),
    ]);
    expect(listed.text).not.toContain(created.body.secret);

    const trade = await seedTrade(api, vendor, buyer);
    const [delivery] = await eventually(
      async () => buyerEnd.received,
      (received) => received.length > 0,
    );
    const payload = new Verifier(created.body.secret).verify(delivery!.body, {
      'webhook-id': String(delivery!.headers['webhook-id']),
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    }) as { type: string; data: { id: number; buyerId: string; items: unknown[] } };
    expect(payload.type).toBe('order.created');
    expect(payload.data).toMatchObject({ id: trade.orderId, buyerId: buyer.user.id, status: 'pending' });
    expect(payload.data.items).toHaveLength(1);
    // Signed with another secret, the same delivery does not verify.
    expect(() =>
      new Verifier(`whsec_${Buffer.from('another secret, 24 bytes').toString('base64')}`).verify(
        delivery!.body,
        {
          'webhook-id': String(delivery!.headers['webhook-id']),
          'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
          'webhook-signature': String(delivery!.headers['webhook-signature']),
        },
      ),
    ).toThrow();

    const deliveries = await eventually(
      () => buyer.client.get<WebhookDelivery[]>(`/api/webhooks/${created.body.id}/deliveries`),
      (response) => response.body[0]?.status === 'succeeded',
    );
    expect(deliveries.body[0]).toMatchObject({
      eventType: 'order.created',
      attempts: 1,
      lastStatusCode: 204,
      nextAttemptAt: null,
    });
  });

  it('delivers a quote to the buyer’s endpoint and a request to a supplier’s, never a competitor’s quote', async () => {
    const buyerEnd = await receiver();
    const vendorEnd = await receiver();
    const rivalEnd = await receiver();
    const asker = await signUp(api, 'buyer');
    const [quoting, rival] = await Promise.all([signUp(api, 'vendor'), signUp(api, 'vendor')]);
    await api.db.knex('users').whereIn('id', [quoting.user.id, rival.user.id]).update({ isVerified: true });
    const trade = await seedTrade(api, quoting, asker);
    await api.db.knex('products').insert({
      vendorId: rival.user.id,
      categoryId: trade.category.id,
      name: 'Rival cathode',
      description: 'Grade A.',
      price: '8.00',
      unit: 'kg',
      minimumOrder: 1,
      availableQuantity: 100,
      images: ['https://example.com/rival.jpg'],
    });
    await asker.client.post('/api/webhooks', { url: buyerEnd.url, events: ['quote.submitted'] });
    await quoting.client.post('/api/webhooks', { url: vendorEnd.url, events: ['rfq.created'] });
    await rival.client.post('/api/webhooks', {
      url: rivalEnd.url,
      events: ['quote.submitted', 'rfq.created'],
    });
    const rfq = await asker.client.post<{ id: number }>('/api/rfqs', {
      title: 'Cathodes for Antwerp',
      description: 'LME grade A.',
      categoryId: trade.category.id,
      quantity: 500,
      unit: 'kg',
      incoterm: 'DAP',
      destination: 'Antwerp',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const [announced] = await eventually(
      async () => vendorEnd.received,
      (received) => received.length > 0,
    );
    expect(JSON.parse(announced!.body)).toMatchObject({
      type: 'rfq.created',
      data: { id: rfq.body.id, title: 'Cathodes for Antwerp', quoteCount: null },
    });
    const quoted = await quoting.client.post<{ id: number }>(`/api/rfqs/${rfq.body.id}/quotes`, {
      productId: trade.product.id,
      unitPrice: '7.90',
      quantity: 500,
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      leadTimeDays: 10,
      incoterm: 'DAP',
    });
    const [delivered] = await eventually(
      async () => buyerEnd.received,
      (received) => received.length > 0,
    );
    expect(JSON.parse(delivered!.body)).toMatchObject({
      type: 'quote.submitted',
      data: { id: quoted.body.id, rfqId: rfq.body.id, unitPrice: '7.90', totalPrice: '3950.00' },
    });
    // The rival heard of the request, never of the quote.
    await eventually(
      async () => rivalEnd.received,
      (received) => received.length > 0,
    );
    expect(rivalEnd.received.map((request) => JSON.parse(request.body).type)).toEqual(['rfq.created']);
  });

  it('retries a failing receiver on the schedule until it answers 2xx', async () => {
    const flaky = await receiver([500, 503]);
    const newVendor = await signUp(api, 'vendor');
    const created = await newVendor.client.post<NewWebhook>('/api/webhooks', {
      url: flaky.url,
      events: ['order.status_changed'],
    });
    const trade = await seedTrade(api, newVendor, await signUp(api, 'buyer'));
    await newVendor.client.patch(`/api/orders/${trade.orderId}`, { status: 'confirmed' });

    await eventually(
      async () => flaky.received,
      (received) => received.length === 3,
    );
    const ids = flaky.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    expect(JSON.parse(flaky.received[2]!.body)).toMatchObject({
      type: 'order.status_changed',
      data: { id: trade.orderId, status: 'confirmed', previousStatus: 'pending' },
    });
    const [delivery] = (
      await eventually(
        () => newVendor.client.get<WebhookDelivery[]>(`/api/webhooks/${created.body.id}/deliveries`),
        (response) => response.body[0]?.status === 'succeeded',
      )
    ).body;
    expect(delivery).toMatchObject({ attempts: 3, lastStatusCode: 204, lastError: null });
  });

  it('marks a delivery failed after its last retry, retries it on request, and sends a test event', async () => {
    const down = await receiver(Array(7).fill(500));
    const other = await signUp(api, 'buyer');
    const created = await other.client.post<NewWebhook>('/api/webhooks', {
      url: down.url,
      events: ['order.created'],
    });
    await seedTrade(api, await signUp(api, 'vendor'), other);
    const [failed] = (
      await eventually(
        () => other.client.get<WebhookDelivery[]>(`/api/webhooks/${created.body.id}/deliveries`),
        (response) => response.body[0]?.status === 'failed',
        40_000,
      )
    ).body;
    expect(failed).toMatchObject({
      attempts: 7,
      lastStatusCode: 500,
      lastError: 'answered 500',
      nextAttemptAt: null,
    });

    const retried = await other.client.post<WebhookDelivery>(
      `/api/webhooks/${created.body.id}/deliveries/${failed!.id}/retry`,
    );
    expect(retried.status).toBe(202);
    await eventually(
      () => other.client.get<WebhookDelivery[]>(`/api/webhooks/${created.body.id}/deliveries`),
      (response) => response.body[0]?.status === 'succeeded' && response.body[0].attempts === 8,
    );

    const test = await other.client.post<WebhookDelivery>(`/api/webhooks/${created.body.id}/test`);
    expect(test.status).toBe(202);
    await eventually(
      async () => down.received,
      (received) => received.some((request) => request.body.includes('"webhook.test"')),
    );
  }, 60_000);

  it('disables an endpoint that failed every delivery for the whole grace period, and tells its owner', async () => {
    const down = await receiver(Array(100).fill(500));
    const newVendor = await signUp(api, 'vendor');
    const created = await newVendor.client.post<NewWebhook>('/api/webhooks', {
      url: down.url,
      events: ['product.updated'],
    });
    // Failing since long enough ago (5 days, scaled as the retries are).
    await api.db
      .knex('webhooks')
      .where({ id: created.body.id })
      .update({ failingSince: new Date(Date.now() - 10 * 60_000) });
    const trade = await seedTrade(api, newVendor, await signUp(api, 'buyer'));
    await newVendor.client.patch(`/api/products/${trade.product.id}`, { price: '8.20' });
    const [webhook] = (
      await eventually(
        () => newVendor.client.get<Webhook[]>('/api/webhooks'),
        (response) => response.body.find((hook) => hook.id === created.body.id)?.isEnabled === false,
      )
    ).body.filter((hook) => hook.id === created.body.id);
    expect(webhook!.disabledReason).toMatch(/^Every delivery has failed since /);
    await eventually(
      () => newVendor.client.get<{ title: string }[]>('/api/notifications'),
      (response) => response.body.some((notice) => notice.title === 'A webhook endpoint was disabled'),
    );
    const turnedOn = await newVendor.client.patch<Webhook>(`/api/webhooks/${created.body.id}`, {
      isEnabled: true,
    });
    expect(turnedOn.body).toMatchObject({ isEnabled: true, disabledReason: null });
  });

  it('sends an attempt once, however many runs of its job there are at the same time', async () => {
    const single = await receiver();
    const owner = await signUp(api, 'buyer');
    const created = await owner.client.post<NewWebhook>('/api/webhooks', {
      url: single.url,
      events: ['order.created'],
    });
    const test = await owner.client.post<WebhookDelivery>(`/api/webhooks/${created.body.id}/test`);
    const context = {
      db: api.db.knex,
      queue: createJobQueue(api.db.knex),
      settings: api.events,
    } as unknown as JobContext;
    // The worker's own run and three more, all at once.
    const runs = await Promise.allSettled(
      [1, 2, 3].map(() => deliverWebhookJob.run({ deliveryId: test.body.id, attempt: 1 }, context)),
    );
    await eventually(
      () => owner.client.get<WebhookDelivery[]>(`/api/webhooks/${created.body.id}/deliveries`),
      (response) => response.body[0]?.status === 'succeeded',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(single.received).toHaveLength(1);
    // A run that found the attempt claimed says so, for the queue to try it again later.
    for (const run of runs) {
      if (run.status === 'rejected') expect(String(run.reason)).toMatch(/is being sent by another run/);
    }
    // Run again after it was delivered: nothing more is sent.
    await deliverWebhookJob.run({ deliveryId: test.body.id, attempt: 1 }, context);
    expect(single.received).toHaveLength(1);
  });

  /** A delivery of an order.created to the endpoint, written as dispatch writes one, with no job yet. */
  const pendingDelivery = async (webhookId: number) => {
    const [row] = (await api.db
      .knex('webhookDeliveries')
      .insert({ webhookId, eventType: 'order.created', payload: JSON.stringify({ type: 'order.created' }) })
      .returning('id')) as { id: string }[];
    return row!.id;
  };
  const contextWith = (deadlineMs?: number) =>
    ({
      db: api.db.knex,
      queue: createJobQueue(api.db.knex),
      settings: { ...api.events, webhooks: { ...api.events.webhooks, deadlineMs } },
    }) as unknown as JobContext;

  it('gives a receiver one deadline for its whole answer, however slowly it dribbles it', async () => {
    // Answers a byte of its headers every 100 ms, forever: each byte would reset an idle timeout.
    const dribbler = createNetServer((socket) => {
      socket.on('error', () => {});
      socket.once('data', () => {
        socket.write('HTTP/1.1 200 OK\r\nX-Slow: ');
        const drip = setInterval(() => socket.write('a'), 100);
        socket.on('close', () => clearInterval(drip));
      });
    });
    await new Promise<void>((resolve) => dribbler.listen(0, '127.0.0.1', resolve));
    servers.push(dribbler as unknown as Server);
    const { port } = dribbler.address() as AddressInfo;
    const owner = await signUp(api, 'buyer');
    const created = await owner.client.post<NewWebhook>('/api/webhooks', {
      url: `http://127.0.0.1:${port}/hook`,
      events: ['order.created'],
    });
    const deliveryId = await pendingDelivery(created.body.id);

    const started = Date.now();
    await deliverWebhookJob.run({ deliveryId, attempt: 1 }, contextWith(1_000));
    expect(Date.now() - started).toBeLessThan(5_000);
    const attempt = await api.db.knex('webhookDeliveries').where({ id: deliveryId }).first();
    expect(attempt).toMatchObject({
      attempts: 1,
      status: 'pending',
      lastStatusCode: null,
      lastError: 'no answer within 1 s',
      sendingUntil: null,
    });
  });

  it('sends an endpoint at most two deliveries at once; the others wait their turn', async () => {
    let open = 0;
    let most = 0;
    const slow = createServer((request, response) => {
      open += 1;
      most = Math.max(most, open);
      request.resume();
      setTimeout(() => {
        open -= 1;
        response.writeHead(204).end();
      }, 700);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    servers.push(slow);
    const { port } = slow.address() as AddressInfo;
    const owner = await signUp(api, 'buyer');
    const created = await owner.client.post<NewWebhook>('/api/webhooks', {
      url: `http://127.0.0.1:${port}/hook`,
      events: ['order.created'],
    });
    const deliveryIds = await Promise.all([1, 2, 3, 4].map(() => pendingDelivery(created.body.id)));
    await Promise.all(
      deliveryIds.map((deliveryId) => deliverWebhookJob.run({ deliveryId, attempt: 1 }, contextWith())),
    );
    // Two were sent at once; the others were put back on the queue, and its worker sends them.
    await eventually(
      () => owner.client.get<WebhookDelivery[]>(`/api/webhooks/${created.body.id}/deliveries`),
      (response) => response.body.length === 4 && response.body.every((one) => one.status === 'succeeded'),
    );
    expect(most).toBe(2);
  });

  it('sends an endpoint at most 10 test deliveries an hour', async () => {
    const owner = await signUp(api, 'buyer');
    const created = await owner.client.post<NewWebhook>('/api/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['order.created'],
    });
    for (let test = 0; test < 10; test += 1) {
      expect((await owner.client.post(`/api/webhooks/${created.body.id}/test`)).status).toBe(202);
    }
    const refused = await owner.client.post<{ code: string }>(`/api/webhooks/${created.body.id}/test`);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_test_deliveries');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(
      await api.db.knex('webhookDeliveries').where({ webhookId: created.body.id }).count({ n: '*' }).first(),
    ).toEqual({ n: 10 });
  });

  it('keeps secrets sealed, and signs with the old secret beside a new one for 24 hours after a rotation', async () => {
    const end = await receiver();
    const owner = await signUp(api, 'buyer');
    const created = await owner.client.post<NewWebhook>('/api/webhooks', {
      url: end.url,
      events: ['order.created'],
    });
    const old = created.body.secret;
    const kept = await api.db.knex('webhooks').where({ id: created.body.id }).first('secret');
    expect(kept.secret).toMatch(/^sealed\.v1\./);
    expect(kept.secret).not.toContain(old.slice('whsec_'.length));

    const rotated = await owner.client.post<NewWebhook>(`/api/webhooks/${created.body.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(old);
    const verifies = (secret: string, delivery: ReceivedDelivery) => {
      try {
        new Verifier(secret).verify(delivery.body, {
          'webhook-id': String(delivery.headers['webhook-id']),
          'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
          'webhook-signature': String(delivery.headers['webhook-signature']),
        });
        return true;
      } catch {
        return false;
      }
    };
    const testDelivery = async () => {
      const before = end.received.length;
      expect((await owner.client.post(`/api/webhooks/${created.body.id}/test`)).status).toBe(202);
      return (
        await eventually(
          async () => end.received,
          (received) => received.length > before,
        )
      ).at(-1)!;
    };
    const withinTheDay = await testDelivery();
    expect(String(withinTheDay.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect([verifies(rotated.body.secret, withinTheDay), verifies(old, withinTheDay)]).toEqual([true, true]);

    // A day on, the old secret signs no more.
    await api.db
      .knex('webhooks')
      .where({ id: created.body.id })
      .update({ previousSecretUntil: new Date(Date.now() - 1000) });
    const dayAfter = await testDelivery();
    expect([verifies(rotated.body.secret, dayAfter), verifies(old, dayAfter)]).toEqual([true, false]);
    // Another account's endpoint is not found to rotate.
    const theirs = await buyer.client.post<{ code: string }>(
      `/api/webhooks/${created.body.id}/rotate-secret`,
    );
    expect(theirs.status).toBe(404);
  });

  it('refuses at start-up a secrets key that does not open the database’s secrets, and seals those kept plain', async () => {
    const owner = await signUp(api, 'buyer');
    const created = await owner.client.post<NewWebhook>('/api/webhooks', {
      url: (await receiver()).url,
      events: ['order.created'],
    });
    await expect(prepareSecrets(api.db.knex, randomBytes(32))).rejects.toThrow(WrongSecretsKey);
    await expect(prepareSecrets(api.db.knex, randomBytes(32))).rejects.toThrow(
      /^RAWEX_SECRETS_KEY does not open the secrets this database holds/,
    );
    // One kept before secrets were sealed.
    await api.db.knex('webhooks').where({ id: created.body.id }).update({ secret: created.body.secret });
    await prepareSecrets(api.db.knex, api.events.secretsKey());
    const kept = await api.db.knex('webhooks').where({ id: created.body.id }).first('secret');
    expect(kept.secret).toMatch(/^sealed\.v1\./);
    expect(openText(api.events.secretsKey(), kept.secret)).toBe(created.body.secret);
  });

  it('keeps each user’s endpoints to themselves', async () => {
    const mine = await buyer.client.post<NewWebhook>('/api/webhooks', {
      url: 'http://127.0.0.1:9/x',
      events: ['order.created'],
    });
    for (const call of [
      vendor.client.get(`/api/webhooks/${mine.body.id}/deliveries`),
      vendor.client.patch(`/api/webhooks/${mine.body.id}`, { description: 'mine now' }),
      vendor.client.delete(`/api/webhooks/${mine.body.id}`),
      vendor.client.post(`/api/webhooks/${mine.body.id}/test`),
    ]) {
      expect((await call).status).toBe(404);
    }
    expect((await buyer.client.delete(`/api/webhooks/${mine.body.id}`)).status).toBe(204);
  });

  it('refuses bad endpoints with the field named', async () => {
    const bad = await buyer.client.post<{ code: string; errors: { field: string }[] }>('/api/webhooks', {
      url: 'ftp://example.com/x',
      events: ['order.shipped'],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((error) => error.field).sort()).toEqual(['events.0', 'url']);
  });
});

describe('webhook addresses (server-side request forgery)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it.each([
    'http://127.0.0.1/hook',
    'http://localhost/hook',
    'http://10.0.0.5/hook',
    'http://192.168.1.10/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[fd00::1]/hook',
    // IPv4-compatible IPv6 (::/96): 127.0.0.1 and 10.0.0.5 spelt another way.
    'http://[::7f00:1]/hook',
    'http://[::a00:5]/hook',
  ])('refuses %s without RAWEX_WEBHOOK_ALLOW_PRIVATE', async (url) => {
    const { client } = await signUp(api, 'buyer');
    const refused = await client.post<{ code: string; detail: string }>('/api/webhooks', {
      url,
      events: ['order.created'],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('webhook_address_refused');
    // Where a name resolves is not told (localhost's 127.0.0.1): the answer would map the network.
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    expect(refused.body.detail).toBe(
      `${host} is not a public address: webhooks are delivered only to public addresses.`,
    );
    expect(await api.db.knex('webhooks').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('delivers on port 80 or 443 only', async () => {
    const { client } = await signUp(api, 'buyer');
    for (const url of ['https://hooks.example.com:8443/in', 'http://93.184.216.34:22/']) {
      const refused = await client.post<{ code: string; detail: string }>('/api/webhooks', {
        url,
        events: ['order.created'],
      });
      expect(refused.status, url).toBe(422);
      expect(refused.body).toMatchObject({ code: 'webhook_port_refused' });
      expect(refused.body.detail).toMatch(
        /^Webhooks are delivered on port 80 or 443 only: (8443|22) is not one of them\.$/,
      );
    }
    const allowed = await client.post('/api/webhooks', {
      url: 'http://93.184.216.34/in',
      events: ['order.created'],
    });
    expect(allowed.status).toBe(201);
  });
});
