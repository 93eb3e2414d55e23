import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message, Notification, ProblemBody, Vendor } from '../contracts.ts';
import { sweepUnusedUploads } from '../media/uploads.service.ts';
import { Category, Product } from '../models.ts';
import * as privateDocuments from './migrations/20261127030000_private_documents.ts';
import {
  eventually,
  signInAsAdmin,
  signUp,
  startTestApi,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';

/** A small but real PDF: its bytes say what it is. */
const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

describe('conversations between buyers and suppliers', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let stranger: SignedIn;
  let vendor: SignedIn;
  let product: Product;

  const open = (body: Record<string, unknown>, from = buyer) =>
    from.client.post<Conversation & ProblemBody>('/api/conversations', {
      vendorId: vendor.user.id,
      ...body,
    });

  beforeAll(async () => {
    api = await startTestApi({ worker: true });
    [buyer, stranger, vendor] = await Promise.all([
      signUp(api, 'buyer', { companyName: 'Lisbon Foods' }),
      signUp(api, 'buyer'),
      signUp(api, 'vendor', { companyName: 'Saffron House' }),
    ]);
    const category = await Category.query(api.db.knex).insertAndFetch({
      name: 'Spices',
      slug: 'spices-chat',
    });
    product = await Product.query(api.db.knex).insertAndFetch({
      vendorId: vendor.user.id,
      categoryId: category.id,
      name: 'Saffron, grade I',
      price: '1900.00',
      unit: 'kg',
      minimumOrder: 1,
      availableQuantity: 40,
      images: ['/uploads/saffron.png'],
    });
  });
  afterAll(() => api?.close());

  it('opens a conversation about a product; the supplier sees it unread and is told; only the two see it', async () => {
    const opened = await open({ productId: product.id, body: 'Can you send a certificate of analysis?' });
    expect(opened.status, opened.text).toBe(201);
    expect(opened.body).toMatchObject({
      counterpart: { id: vendor.user.id, name: 'Saffron House' },
      about: { product: { id: product.id, name: 'Saffron, grade I' }, rfq: null, orderId: null },
      unreadCount: 0,
      lastMessage: { senderId: buyer.user.id, body: 'Can you send a certificate of analysis?' },
    });
    const listed = await vendor.client.get<Conversation[]>('/api/conversations');
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: opened.body.id,
        unreadCount: 1,
        counterpart: expect.objectContaining({ name: 'Lisbon Foods' }),
      }),
    ]);
    expect((await vendor.client.get<{ count: number }>('/api/conversations/unread-count')).body.count).toBe(
      1,
    );
    const told = await eventually(
      () => vendor.client.get<Notification[]>('/api/notifications'),
      (response) => response.body.some((notice) => notice.kind === 'message_received'),
    );
    expect(told.body.find((notice) => notice.kind === 'message_received')).toMatchObject({
      title: 'Message from Lisbon Foods about Saffron, grade I',
      link: `/messages/${opened.body.id}`,
    });

    const admin = await signInAsAdmin(api);
    for (const outsider of [stranger, admin]) {
      expect((await outsider.client.get(`/api/conversations/${opened.body.id}`)).status).toBe(404);
      expect((await outsider.client.get(`/api/conversations/${opened.body.id}/messages`)).status).toBe(404);
      expect(
        (await outsider.client.post(`/api/conversations/${opened.body.id}/messages`, { body: 'hi' })).status,
      ).toBe(404);
      expect((await outsider.client.get<Conversation[]>('/api/conversations')).body).toEqual([]);
    }
  });

  it('answers, reads and pages the thread newest first by cursor', async () => {
    const opened = await open({ body: 'Hello' });
    const id = opened.body.id;
    for (let index = 1; index <= 5; index += 1) {
      const from = index % 2 === 0 ? buyer : vendor;
      const sent = await from.client.post<Message>(`/api/conversations/${id}/messages`, {
        body: `Message ${index}`,
      });
      expect(sent.status).toBe(201);
    }
    const first = await buyer.client.get<Message[]>(`/api/conversations/${id}/messages?limit=4`);
    expect(first.body.map((message) => message.body)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
    ]);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBe(String(first.body[3]?.id));
    const second = await buyer.client.get<Message[]>(
      `/api/conversations/${id}/messages?limit=4&before=${cursor}`,
    );
    expect(second.body.map((message) => message.body)).toEqual(['Message 1', 'Hello']);
    expect(second.headers.get('x-next-cursor')).toBeNull();

    const mine = await buyer.client.get<Conversation[]>('/api/conversations');
    expect(mine.body[0]).toMatchObject({ id, unreadCount: 3, lastMessage: { body: 'Message 5' } });
    const read = await buyer.client.post<{ count: number }>(`/api/conversations/${id}/read`);
    expect(read.body.count).toBe(0);
    expect((await buyer.client.get<Conversation>(`/api/conversations/${id}`)).body.unreadCount).toBe(0);
  });

  it('adds to the conversation already open about the same thing', async () => {
    const first = await open({ productId: product.id, body: 'One more question' });
    expect(first.status).toBe(200);
    const again = await open({ productId: product.id, body: 'And another' });
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.lastMessage?.body).toBe('And another');
  });

  it.each([
    [{ body: '' }, 'body', 'is required'],
    [{ body: 'x'.repeat(5001) }, 'body', 'at most 5000 characters'],
    [{ body: 'Hi', productId: 999_999 }, 'productId', 'not one of this supplier'],
    [{ body: 'Hi', rfqId: 999_999 }, 'rfqId', 'not one of your requests'],
    [{ body: 'Hi', orderId: 999_999 }, 'orderId', 'not one of your orders'],
    [{ body: 'Hi', vendorId: 'nobody' }, 'vendorId', 'is not a supplier'],
  ])('refuses %o naming %s', async (body, field, message) => {
    const refused = await open(body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]).toMatchObject({ field, message: expect.stringContaining(message) });
  });

  it('opens one about a product on sale only: an unlisted one is no subject', async () => {
    const unlisted = await Product.query(api.db.knex).insertAndFetch({
      vendorId: vendor.user.id,
      categoryId: product.categoryId,
      name: 'Saffron, old crop',
      price: '900.00',
      unit: 'kg',
      availableQuantity: 5,
      isActive: false,
      images: [],
    });
    const refused = await open({ productId: unlisted.id, body: 'Still for sale?' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]).toMatchObject({
      field: 'productId',
      message: 'is not one of this supplier’s products on sale',
    });
    expect(await api.db.knex('conversations').where({ productId: unlisted.id }).first()).toBeUndefined();
  });

  it('carries a PDF its sender uploaded, private to the two parties, and refuses another’s file', async () => {
    const upload = (client: SignedIn['client'], bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('document', new Blob([bytes], { type: 'application/pdf' }), name);
      return client.request<{ url: string } & ProblemBody>('POST', '/api/upload/document', {
        rawBody: form,
        headers: { 'x-requested-with': 'fetch' },
      });
    };
    // A new pair, so that the conversation is a new one.
    const sender = await signUp(api, 'buyer');
    const sheet = await upload(sender.client, pdf(), 'spec.pdf');
    expect(sheet.status, sheet.text).toBe(201);
    // A random name, not the content's hash: nobody can ask whether a file they hold is here.
    expect(sheet.body.url).toMatch(/^\/api\/documents\/[a-f0-9]{32}\.pdf$/);
    const name = sheet.body.url.slice('/api/documents/'.length);
    expect(name.slice(0, 32)).not.toBe(createHash('sha256').update(pdf()).digest('hex').slice(0, 32));
    const again = await upload(sender.client, pdf(), 'spec.pdf');
    expect(again.body.url).not.toBe(sheet.body.url);
    const fake = await upload(sender.client, Buffer.from('<html><script>alert(1)</script>'), 'spec.pdf');
    expect(fake.status).toBe(415);
    // Before it is sent, only its sender downloads it.
    expect((await sender.client.get(sheet.body.url)).status).toBe(200);
    expect((await vendor.client.get(sheet.body.url)).status).toBe(404);

    const opened = await open({ body: '', attachments: [{ url: sheet.body.url, name: 'spec.pdf' }] }, sender);
    expect(opened.status).toBe(201);
    expect(opened.body.lastMessage?.attachments).toEqual([{ url: sheet.body.url, name: 'spec.pdf' }]);
    const served = await vendor.client.get(sheet.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toContain('attachment');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('etag')).toBeNull();
    expect(served.text).toBe(pdf().toString());

    const refused = await stranger.client.get<ProblemBody>(sheet.body.url);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('file_not_found');
    const anyone = api.client();
    expect((await anyone.get(sheet.body.url)).status).toBe(401);
    // Nor is it anywhere under /uploads/, by name or by hash.
    expect((await anyone.get(`/uploads/${name}`)).status).toBe(404);
    expect(
      (await anyone.get(`/uploads/${createHash('sha256').update(pdf()).digest('hex')}.pdf`)).status,
    ).toBe(404);

    const notTheirs = await vendor.client.post<ProblemBody>(`/api/conversations/${opened.body.id}/messages`, {
      body: 'Here is yours back',
      attachments: [{ url: sheet.body.url, name: 'spec.pdf' }],
    });
    expect(notTheirs.status).toBe(422);
    expect(notTheirs.body.errors?.[0]?.field).toBe('attachments.0.url');
    const publicAddress = await sender.client.post<ProblemBody>(
      `/api/conversations/${opened.body.id}/messages`,
      {
        attachments: [{ url: `/uploads/${'a'.repeat(64)}.png`, name: 'picture.png' }],
      },
    );
    expect(publicAddress.status).toBe(422);
    expect(publicAddress.body.errors?.[0]).toMatchObject({
      field: 'attachments.0.url',
      message: 'must be an /api/documents/… address from POST /api/upload/document',
    });
  });

  it('keeps a sent document past the sweep, removes one never sent, and serves one sent before at its new address', async () => {
    const sender = await signUp(api, 'buyer');
    const uploadAttachment = async () => {
      const form = new FormData();
      form.append('document', new Blob([pdf()], { type: 'application/pdf' }), 'coa.pdf');
      const answer = await sender.client.request<{ url: string }>('POST', '/api/upload/document', {
        rawBody: form,
        headers: { 'x-requested-with': 'fetch' },
      });
      return answer.body.url;
    };
    const [sent, unsent] = [await uploadAttachment(), await uploadAttachment()];
    const opened = await open(
      { body: 'Our analysis', attachments: [{ url: sent, name: 'coa.pdf' }] },
      sender,
    );
    expect(opened.status).toBe(201);
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const swept = await sweepUnusedUploads(api.db.knex, api.storage, tomorrow);
    expect(swept).toContain(`documents/${unsent.slice('/api/documents/'.length)}`);
    expect(swept).not.toContain(`documents/${sent.slice('/api/documents/'.length)}`);
    expect((await vendor.client.get(sent)).status).toBe(200);
    expect((await sender.client.get(unsent)).status).toBe(404);

    // A message sent when documents were served from /uploads/ under their content hash.
    const earlier = await api.storage.put(pdf(), 'pdf');
    await api.db
      .knex('messages')
      .where({ id: opened.body.lastMessage!.id })
      .update({ attachments: JSON.stringify([{ url: earlier.url, name: 'old.pdf' }]) });
    await privateDocuments.up(api.db.knex);
    const [message] = (await vendor.client.get<Message[]>(`/api/conversations/${opened.body.id}/messages`))
      .body;
    expect(message?.attachments).toEqual([{ url: `/api/documents/${earlier.name}`, name: 'old.pdf' }]);
    expect((await vendor.client.get(`/api/documents/${earlier.name}`)).status).toBe(200);
    expect((await stranger.client.get(`/api/documents/${earlier.name}`)).status).toBe(404);
    expect((await api.client().get(earlier.url)).status).toBe(404);
  });

  it('takes 50 new conversations a day from a buyer and 20 messages a minute from anyone, then 429', async () => {
    const writer = await signUp(api, 'buyer');
    const first = await open({ body: 'Saffron for Lisbon?' }, writer);
    expect(first.status).toBe(201);
    await api.db.knex.raw(
      `INSERT INTO conversations (buyer_id, vendor_id, created_at)
       SELECT ?, ?, now() - interval '2 hours' FROM generate_series(1, 48)`,
      [writer.user.id, vendor.user.id],
    );
    expect((await open({ productId: product.id, body: 'And this one?' }, writer)).status).toBe(201);
    const fiftyFirst = await writer.client.post<ProblemBody>('/api/conversations', {
      vendorId: (await signUp(api, 'vendor')).user.id,
      body: 'A new supplier',
    });
    expect(fiftyFirst.status).toBe(429);
    expect(fiftyFirst.body.code).toBe('too_many_conversations');
    // The oldest of the day was opened 2 hours ago.
    expect(Number(fiftyFirst.headers.get('retry-after'))).toBeGreaterThan(22 * 3600 - 60);
    // A conversation already open still takes messages, and the same subject finds it again.
    expect((await open({ body: 'Still there?' }, writer)).status).toBe(200);

    // With 16 more, the writer has sent 19 in the minute (three above): the next is the last.
    await api.db.knex.raw(
      `INSERT INTO messages (conversation_id, sender_id, body) SELECT ?, ?, 'earlier' FROM generate_series(1, 16)`,
      [first.body.id, writer.user.id],
    );
    const send = () =>
      writer.client.post<ProblemBody>(`/api/conversations/${first.body.id}/messages`, { body: 'And now?' });
    expect((await send()).status).toBe(201);
    const tooFast = await send();
    expect(tooFast.status).toBe(429);
    expect(tooFast.body.code).toBe('too_many_messages');
    expect(Number(tooFast.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // The other party answers freely: the limit is the sender's.
    expect(
      (await vendor.client.post(`/api/conversations/${first.body.id}/messages`, { body: 'Yes, here.' }))
        .status,
    ).toBe(201);
    const stored = await api.db
      .knex('messages')
      .where({ senderId: writer.user.id })
      .count({ n: '*' })
      .first();
    expect(Number(stored?.n)).toBe(20);
  });

  it('computes the supplier’s response rate from 3 conversations in 30 days', async () => {
    const responsive = await signUp(api, 'vendor', { companyName: 'Quick Metals' });
    const rateOf = async () =>
      (await buyer.client.get<Vendor>(`/api/users/${responsive.user.id}`)).body.responseRate;
    const conversationIds: number[] = [];
    for (const text of ['Copper price?', 'Zinc price?', 'Nickel price?']) {
      // Three buyers, three conversations.
      const asking = await signUp(api, 'buyer');
      const opened = await open({ vendorId: responsive.user.id, body: text }, asking);
      conversationIds.push(opened.body.id);
      if (conversationIds.length === 2) expect(await rateOf()).toBeNull();
    }
    // Opened a while ago: answered after 2 hours, after 30 hours, and not at all.
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await api.db
      .knex('conversations')
      .whereIn('id', conversationIds)
      .update({ createdAt: hoursAgo(48) });
    await api.db
      .knex('conversations')
      .where({ id: conversationIds[0] })
      .update({ firstReplyAt: hoursAgo(46) });
    await api.db
      .knex('conversations')
      .where({ id: conversationIds[1] })
      .update({ firstReplyAt: hoursAgo(18) });
    expect(await rateOf()).toEqual({ conversations: 3, answeredWithinDay: 0.33, medianMinutes: 960 });

    // A reply records the first answer's time once.
    const reply = await responsive.client.post(`/api/conversations/${conversationIds[2]}/messages`, {
      body: 'Soon',
    });
    expect(reply.status).toBe(201);
    const replied = await api.db
      .knex('conversations')
      .where({ id: conversationIds[2] })
      .first('firstReplyAt');
    expect(replied.firstReplyAt).not.toBeNull();
    const rate = await rateOf();
    expect(rate?.answeredWithinDay).toBe(0.33);
  });
});
