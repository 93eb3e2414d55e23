import type { ApiKey, EndpointUsage, KeyUsage } from '@rawex/api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, buyer, failing, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const key: ApiKey = {
  id: 7,
  name: 'Warehouse sync',
  key: 'rx_live_AbCdEfGh',
  permissions: ['read:products', 'read:orders'],
  rateLimit: 100,
  status: 'active',
  lastUsed: '2026-11-22T09:00:00.000Z',
  requests: 42,
  expiresAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const usage: KeyUsage = {
  hours: Array.from({ length: 24 }, (_, index) => ({
    hour: new Date(Date.UTC(2026, 10, 22, index)).toISOString(),
    requests: index === 23 ? 80 : 1,
  })),
  keys: [{ id: 7, name: 'Warehouse sync', status: 'active', rateLimit: 100, requestsThisHour: 80 }],
};
const endpoints: EndpointUsage[] = [
  {
    method: 'GET',
    path: '/api/products',
    summary: 'List products',
    requests: 120,
    averageMs: 12.5,
    errorRate: 0.05,
  },
  {
    method: 'DELETE',
    path: '/api/cart/{id}',
    summary: 'Remove a cart line',
    requests: 0,
    averageMs: null,
    errorRate: 0,
  },
];

const platform = (keys: ApiKey[] = [key], me = buyer) =>
  server.use(
    signedInAs(me),
    http.get('*/api/keys', () => HttpResponse.json(keys)),
    http.get('*/api/keys/usage', () => HttpResponse.json(usage)),
    http.get('*/api/metrics/endpoints', () => HttpResponse.json(endpoints)),
  );

describe('/api (API Management)', () => {
  it('sends a visitor to sign in first', async () => {
    renderRoute('/api');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'API Management' })).toBeNull(),
    );
  });

  it('shows requests per hour and the key nearest to its limit', async () => {
    platform();
    renderRoute('/api');
    expect(
      await screen.findByRole('figure', { name: "Your keys' requests per hour (UTC)" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Warehouse sync this hour' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(screen.getByRole('list', { name: 'API overview' })).toHaveTextContent('Your Requests (24 h)103');
    // The whole platform's traffic is an administrator's to see.
    expect(screen.getByRole('list', { name: 'API overview' })).not.toHaveTextContent('API Requests (24 h)');
  });

  it('lists keys by their first 16 characters, and shows a new key once with a warning', async () => {
    platform();
    server.use(
      http.post('*/api/keys', async ({ request }) => {
        const body = (await request.json()) as { name: string; permissions: string[]; rateLimit: number };
        return HttpResponse.json(
          { ...key, ...body, id: 8, key: 'rx_live_NewKeyWholeAndSecret123' },
          { status: 201 },
        );
      }),
    );
    renderRoute('/api');
    await userEvent.click(await screen.findByRole('tab', { name: 'API Keys' }));
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(within(list).getByRole('article', { name: 'Warehouse sync' })).toHaveTextContent(
      'rx_live_AbCdEfGh…',
    );
    await userEvent.type(screen.getByLabelText('Key name'), 'ERP import');
    await userEvent.click(screen.getByText('write:products'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate API Key' }));
    expect(await screen.findByText('Copy it now: it will not be shown again')).toBeInTheDocument();
    const secret = screen.getByLabelText('API key');
    expect(secret).toHaveValue('rx_live_NewKeyWholeAndSecret123');
    expect(secret).toHaveAttribute('type', 'password');
  });

  it('edits a key: name, permissions and limit go to the API', async () => {
    platform();
    let sent: unknown;
    server.use(
      http.patch('*/api/keys/:id', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...key, ...(sent as object) });
      }),
    );
    renderRoute('/api');
    await userEvent.click(await screen.findByRole('tab', { name: 'API Keys' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Warehouse sync' }));
    const form = screen.getByRole('form', { name: 'Edit Warehouse sync' });
    const limit = within(form).getByLabelText('Requests per hour');
    await userEvent.clear(limit);
    await userEvent.type(limit, '250');
    await userEvent.click(within(form).getByText('read:orders'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual({ name: 'Warehouse sync', permissions: ['read:products'], rateLimit: 250 }),
    );
  });

  it('revokes a key only after confirming', async () => {
    platform();
    let revoked = false;
    server.use(
      http.delete('*/api/keys/:id', () => {
        revoked = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoute('/api');
    await userEvent.click(await screen.findByRole('tab', { name: 'API Keys' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Warehouse sync' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(revoked).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(revoked).toBe(true));
  });

  it('resumes a key a password reset paused, once its owner says it is theirs', async () => {
    let keys: ApiKey[] = [{ ...key, status: 'paused' }];
    platform();
    server.use(
      http.get('*/api/keys', () => HttpResponse.json(keys)),
      http.post('*/api/keys/:id/resume', () => {
        keys = [key];
        return HttpResponse.json(key);
      }),
    );
    renderRoute('/api');
    await userEvent.click(await screen.findByRole('tab', { name: 'API Keys' }));
    expect(await screen.findByText('Paused when your password was reset')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Warehouse sync' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resume Warehouse sync' }));
    expect(await screen.findByRole('button', { name: 'Edit Warehouse sync' })).toBeInTheDocument();
    expect(screen.queryByText('Paused when your password was reset')).toBeNull();
  });

  it('lists every endpoint with its requests, time and error rate to an admin; documents bearer keys and limits', async () => {
    platform([key], admin);
    renderRoute('/api');
    expect(await screen.findByRole('list', { name: 'API overview' })).toHaveTextContent(
      'API Requests (24 h)',
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Endpoints' }));
    const row = (await screen.findByRole('rowheader', { name: /GET \/api\/products/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('12012.5 ms5.0%');
    await userEvent.click(screen.getByRole('tab', { name: 'Documentation' }));
    expect(await screen.findByText(/Authorization: Bearer rx_live_…/)).toBeInTheDocument();
    expect(screen.getByText('RateLimit-Remaining')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs');
    for (const language of ['JavaScript', 'Python', 'PHP', 'Ruby'])
      expect(screen.getByRole('link', { name: language })).toBeInTheDocument();
  });

  it('shows anyone else the reference instead of the platform’s figures per endpoint', async () => {
    platform();
    renderRoute('/api');
    await userEvent.click(await screen.findByRole('tab', { name: 'Endpoints' }));
    expect(await screen.findByText(/are for administrators/)).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /GET \/api\/products/ })).toBeNull();
  });

  it('says so when the keys cannot be loaded', async () => {
    platform();
    server.use(failing('/api/keys'));
    renderRoute('/api');
    await userEvent.click(await screen.findByRole('tab', { name: 'API Keys' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your keys');
  });

  it('/api-management leads to /api', async () => {
    platform();
    const view = renderRoute('/api-management');
    await waitFor(() => expect(view.location().pathname).toBe('/api'));
  });
});
