import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually, seedTrade, signUp, startTestApi, type TestApi } from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from './webhooks.ts';

describe('verifyWebhook', () => {
  let api: TestApi;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end();
    });
  });

  beforeAll(async () => {
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    api = await startTestApi({
      worker: true,
      events: { webhooks: { retryScale: 0.0001, allowPrivateAddresses: true } },
    });
  });
  afterAll(async () => {
    receiver.close();
    await api?.close();
  });

  it('answers the event of a real delivery, and refuses it with another secret or another body', async () => {
    const [buyer, vendor] = await Promise.all([signUp(api, 'buyer'), signUp(api, 'vendor')]);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/rawex`;
    const created = await buyer.client.post<{ secret: string }>('/api/webhooks', {
      url,
      events: ['order.created'],
    });
    const trade = await seedTrade(api, vendor, buyer);
    const [delivery] = await eventually(
      async () => received,
      (all) => all.length > 0,
    );

    const event = verifyWebhook(created.body.secret, delivery!.body, delivery!.headers);
    expect(event.type).toBe('order.created');
    if (event.type === 'order.created') expect(event.data.id).toBe(trade.orderId);
    // The same through a Fetch Headers object, as in a Fetch-style server.
    const fetchHeaders = new Headers(delivery!.headers as Record<string, string>);
    expect(verifyWebhook(created.body.secret, delivery!.body, fetchHeaders).type).toBe('order.created');

    const otherSecret = `whsec_${Buffer.from('somebody else’s secret!!').toString('base64')}`;
    expect(() => verifyWebhook(otherSecret, delivery!.body, delivery!.headers)).toThrow();
    expect(() =>
      verifyWebhook(created.body.secret, delivery!.body.replace('"pending"', '"shipped"'), delivery!.headers),
    ).toThrow();
  });
});
