import type { ProtectionSettings } from '@rawex/api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, securityOf, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const restored: ProtectionSettings = {
  available: true,
  collectionAccount: {
    accountHolder: 'RawEx Protection',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
  },
  source: 'setting',
  windowDays: 30,
  changeHeldUntil: null,
  previousAccount: null,
};
const held: ProtectionSettings = {
  ...restored,
  collectionAccount: {
    accountHolder: 'Somebody Else Ltd',
    iban: 'GB33 BUKB 2020 1555 5555 55',
    bic: 'BUKBGB22',
  },
  changeHeldUntil: '2026-12-07T09:00:00.000Z',
  previousAccount: restored.collectionAccount,
};

describe('/admin/commission', () => {
  it('shows a held change of the collection account, and puts the previous one back', async () => {
    let settings = held;
    let cancelled = 0;
    server.use(
      signedInAs(admin),
      securityOf(admin, { totp: true }),
      http.get('*/api/admin/commission-rules', () => HttpResponse.json([])),
      http.get('*/api/protection', () => HttpResponse.json(settings)),
      http.post('*/api/admin/protection/cancel-change', () => {
        cancelled += 1;
        settings = restored;
        return HttpResponse.json(restored);
      }),
    );
    renderRoute('/admin/commission');
    const section = await screen.findByRole('region', { name: 'Collection account' });
    expect(await within(section).findByText(/^Changed: held until/)).toBeInTheDocument();
    expect(
      within(section).getByText(/It replaced RawEx Protection, DE89 3704 0044 0532 0130 00/),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Put the previous account back' }));
    await waitFor(() => expect(within(section).queryByText(/^Changed: held until/)).toBeNull());
    expect(cancelled).toBe(1);
    expect(within(section).getByText(/Protected orders are paid to RawEx Protection/)).toBeInTheDocument();
  });
});
