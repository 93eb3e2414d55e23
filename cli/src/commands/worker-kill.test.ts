import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { CheckoutResult, Product } from '@rawex/api/contracts';
import {
  createServerDatabase,
  startSmtpInbox,
  startWebhookReceiver,
  type ServerDatabase,
  type SmtpInbox,
} from '@rawex/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpBuyer, startRawex, stopRawex, type Instance } from '../testing/rawex-processes.ts';

const CHECKOUTS = 12;

/**
 * `rawex worker` killed with SIGKILL while emails and webhook deliveries go out (both slow to
 * accept, so the kill lands mid-batch), then another worker: every email and every delivery
 * arrives, and none twice but those in flight at the kill, under the same Message-ID or webhook-id
 * (a server may have accepted a message whose acceptance the killed worker never read).
 */
describe('rawex worker killed mid-batch of emails and webhook deliveries', () => {
  let database: ServerDatabase;
  let db: Knex;
  let folder: string;
  let api: Instance;
  let inbox: SmtpInbox;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const workers: Instance[] = [];

  beforeAll(async () => {
    database = await createServerDatabase('rawex_kill');
    db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
    folder = await mkdtemp(path.join(tmpdir(), 'rawex-kill-'));
    inbox = await startSmtpInbox({ acceptAfterMs: 150 });
    receiver = await startWebhookReceiver([], { answerAfterMs: 150 });
    // The API alone: the events wait for a worker.
    api = await startRawex({
      databaseUrl: database.url,
      dataDirectory: path.join(folder, 'api'),
      command: ['start', '--no-worker'],
      environment: { RAWEX_MAX_PENDING_ORDERS: '1000', RAWEX_WEBHOOK_ALLOW_PRIVATE: 'true' },
    });
  }, 240_000);

  afterAll(async () => {
    for (const instance of [...workers, api]) await stopRawex(instance);
    await db?.destroy();
    await database?.drop();
    await inbox?.close();
    receiver?.server.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const startWorker = async () => {
    const worker = await startRawex({
      databaseUrl: database.url,
      dataDirectory: path.join(folder, `worker-${workers.length}`),
      command: ['worker'],
      ready: /worker is running the background jobs()/,
      environment: { SMTP_URL: inbox.url, RAWEX_WEBHOOK_ALLOW_PRIVATE: 'true' },
    });
    workers.push(worker);
    return worker;
  };

  it('delivers each once more only if it was in flight, and all of them in the end', async () => {
    const { cookie } = await signUpBuyer(api, database.url, 'orders-through-a-crash@example.com');
    const buyer = { cookie };
    const webhook = await call(
      api,
      'POST',
      '/api/webhooks',
      { url: receiver.url, events: ['order.created'] },
      buyer,
    );
    expect(webhook.status).toBe(201);
    const products = (await call<Product[]>(api, 'GET', `/api/products?limit=${CHECKOUTS}`)).body;
    for (const product of products) {
      await call(api, 'POST', '/api/cart', { productId: product.id, quantity: product.minimumOrder }, buyer);
      const placed = await call<CheckoutResult>(
        api,
        'POST',
        '/api/checkout',
        { shippingAddress: '12 Wharf St, Durban' },
        buyer,
      );
      expect(placed.status).toBe(201);
    }

    const first = await startWorker();
    await expect
      .poll(() => inbox.received.length + receiver.received.length, { timeout: 60_000, interval: 20 })
      .toBeGreaterThanOrEqual(8);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const emailsAtTheKill = inbox.received.length;
    const deliveriesAtTheKill = receiver.received.length;

    // Its jobs expire within a couple of minutes, not the queue's default quarter of an hour.
    const { rows: expiries } = (await db.raw(
      `SELECT DISTINCT name, extract(epoch FROM expire_in)::integer AS seconds FROM pgboss.job
       WHERE name IN ('emails.send', 'webhooks.deliver') ORDER BY name`,
    )) as { rows: { name: string; seconds: number }[] };
    expect(expiries).toEqual([
      { name: 'emails.send', seconds: 125 },
      { name: 'webhooks.deliver', seconds: 20 },
    ]);
    // Time passes (minutes, skipped here): the killed worker's leases end, and the queue's
    // maintenance (every 30 s) finds its jobs past their expiry and puts them back to be retried.
    await db.raw(`UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE state = 'active'`);
    await db('emails')
      .where('sending_until', '>', db.fn.now())
      .update({ sending_until: db.raw("now() - interval '1 second'") });
    await db('webhook_deliveries')
      .where('sending_until', '>', db.fn.now())
      .update({ sending_until: db.raw("now() - interval '1 second'"), next_attempt_at: db.fn.now() });
    await startWorker();

    const rows = async () => ({
      emails: await db('emails').select('id', 'sent_at'),
      deliveries: await db('webhook_deliveries').select('id', 'status'),
    });
    await expect
      .poll(
        async () => {
          const { emails, deliveries } = await rows();
          return (
            emails.length > 0 &&
            deliveries.length === CHECKOUTS &&
            emails.every((email) => email.sent_at !== null) &&
            deliveries.every((delivery) => delivery.status === 'succeeded')
          );
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    const { emails, deliveries } = await rows();
    // The kill came mid-batch: some went before it, some after.
    expect(emailsAtTheKill + deliveriesAtTheKill).toBeLessThan(emails.length + deliveries.length);

    const messageIds = inbox.received.map((mail) => mail.messageId);
    expect(new Set(messageIds)).toEqual(new Set(emails.map((email) => `<email-${email.id}@rawex>`)));
    // At most the two emails in flight at the kill (the job's concurrency) went twice.
    expect(messageIds.length - new Set(messageIds).size).toBeLessThanOrEqual(2);

    const webhookIds = receiver.received.map((delivery) => String(delivery.headers['webhook-id']));
    expect(new Set(webhookIds).size).toBe(deliveries.length);
    // At most the four deliveries in flight at the kill went twice.
    expect(webhookIds.length - new Set(webhookIds).size).toBeLessThanOrEqual(4);
  });
});
