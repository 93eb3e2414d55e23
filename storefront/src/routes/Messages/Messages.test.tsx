import type { Conversation } from '@rawex/api/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, emptyList, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const aboutAnOrder: Conversation = {
  id: 7,
  buyerId: buyer.companyId,
  vendorId: vendor.companyId,
  counterpart: { id: vendor.companyId, name: 'Volta Cocoa', isVerified: true },
  about: { product: null, rfq: null, orderId: 42 },
  lastMessage: null,
  unreadCount: 0,
  lastMessageAt: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
};

const thread = (conversation: Conversation) => [
  http.get('*/api/conversations', () =>
    HttpResponse.json([conversation], { headers: { 'X-Total-Count': '1' } }),
  ),
  http.get('*/api/conversations/7', () => HttpResponse.json(conversation)),
  emptyList('/api/conversations/7/messages'),
  http.post('*/api/conversations/7/read', () => new HttpResponse(null, { status: 204 })),
];

describe('/messages/{id} about an order', () => {
  it('leads the buyer to the order among its orders', async () => {
    server.use(signedInAs(buyer), ...thread(aboutAnOrder));
    renderRoute('/messages/7');
    const heading = await screen.findByRole('region', { name: /Volta Cocoa/ });
    expect(within(heading).getByRole('link', { name: 'Order #000042' })).toHaveAttribute(
      'href',
      '/orders?search=000042',
    );
  });

  it('leads the supplier to the order among the orders it received', async () => {
    const seenByVendor = {
      ...aboutAnOrder,
      counterpart: { id: buyer.companyId, name: 'Bea Buyer', isVerified: false },
    };
    server.use(signedInAs(vendor), ...thread(seenByVendor));
    renderRoute('/messages/7');
    const heading = await screen.findByRole('region', { name: /Bea Buyer/ });
    expect(within(heading).getByRole('link', { name: 'Order #000042' })).toHaveAttribute(
      'href',
      '/vendor/orders?search=000042',
    );
  });
});
