import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Auction } from '@rawex/api/contracts';
import { formatDateTime } from '@rawex/ui-kit';
import { describe, expect, it } from 'vitest';
import { localInputValue } from '../../forms/local-time';
import { fakeEventSources } from '../../testing/event-source';
import { buyer, failing, pending, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { answering, request } from '../../testing/requests';
import { server } from '../../testing/server';

/** The auction the API answers for a request put to auction: as sent, live, its owner's. */
const started = (sent: Record<string, unknown>): Auction => ({
  id: 77,
  direction: 'reverse',
  title: sent.title as string,
  owner: { id: 'buyer-1', name: 'Lima Roasters' },
  rfqId: request.id,
  categoryId: request.category.id,
  currency: request.currency,
  state: 'live',
  startsAt: sent.startsAt as string,
  endsAt: sent.endsAt as string,
  scheduledEndsAt: sent.endsAt as string,
  serverTime: sent.startsAt as string,
  step: { kind: 'amount', value: '0.05', from: 'leading' },
  visibility: 'leading_price',
  overtime: { windowSeconds: 120, extendSeconds: 120, onlyLeading: false, maxExtensions: null },
  extensions: 0,
  awardBy: sent.endsAt as string,
  invitedOnly: true,
  role: 'owner',
  lots: [],
  createdAt: sent.startsAt as string,
});

describe('/rfqs/{id}', () => {
  // A request put to auction opens the auction's room, which follows its live stream.
  fakeEventSources();

  it('shows its buyer the request and every quote on it, side by side', async () => {
    server.use(signedInAs(buyer), answering(request));
    renderRoute('/rfqs/41');
    expect(await screen.findByRole('heading', { level: 1, name: request.title })).toBeInTheDocument();
    const quotes = screen.getByRole('table');
    expect(within(quotes).getByText('2 quotes from suppliers')).toBeInTheDocument();
    expect(within(quotes).getByRole('row', { name: 'Quote from Andes Growers' })).toBeInTheDocument();
    expect(within(quotes).getByRole('row', { name: 'Quote from Kivu Highlands Coop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the quote from Andes Growers' })).toBeInTheDocument();
    expect(document.title).toContain(request.title);
    // When quotes close, to the minute and in the time zone it is written in.
    expect(screen.getByText('Quotes close').nextElementSibling).toHaveTextContent(
      `${formatDateTime(request.expiresAt)} (`,
    );
    expect(formatDateTime(request.expiresAt)).toMatch(/\d:\d\d [AP]M UTC$/);
  });

  it('shows a placeholder while the request is on its way', async () => {
    server.use(signedInAs(buyer), pending('/api/rfqs/41'));
    renderRoute('/rfqs/41');
    await waitFor(() => expect(screen.getByTestId('skeleton')).toHaveStyle({ height: '20rem' }));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('says "Page Not Found" for a request that is not there, and "Failed to load" when the read fails', async () => {
    server.use(signedInAs(buyer), failing('/api/rfqs/41', 404));
    const { unmount } = renderRoute('/rfqs/41');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    unmount();
    server.use(failing('/api/rfqs/41'));
    renderRoute('/rfqs/41');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the request');
  });

  it('sends a supplier who opens it to the supplier’s page of the request', async () => {
    server.use(signedInAs(vendor), answering(request));
    const { location } = renderRoute('/rfqs/41');
    await waitFor(() => expect(location().pathname).toBe('/vendor/rfqs/41'));
    expect(await screen.findByRole('heading', { level: 1, name: request.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept the quote/ })).toBeNull();
  });

  it('accepts the version the buyer saw, and shows a revised one instead of ordering it', async () => {
    const sent: unknown[] = [];
    let reads = 0;
    const revised = { ...request.quotes[0]!, version: 2, unitPrice: '4.20', totalPrice: '84000.00' };
    server.use(
      signedInAs(buyer),
      http.get('*/api/rfqs/41', () => {
        reads += 1;
        return HttpResponse.json(
          reads === 1 ? request : { ...request, quotes: [revised, request.quotes[1]!] },
        );
      }),
      http.post('*/api/quotes/101/accept', async ({ request: sentRequest }) => {
        sent.push(await sentRequest.json());
        return HttpResponse.json(
          {
            status: 409,
            title: 'Conflict',
            code: 'quote_changed',
            detail:
              'The supplier revised this quote after you saw it (you saw version 1, it is now version 2): review it, then accept again.',
            version: 2,
          },
          { status: 409 },
        );
      }),
    );
    renderRoute('/rfqs/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the quote from Andes Growers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and order' }));
    expect(await screen.findByText(/The supplier revised this quote after you saw it/)).toBeInTheDocument();
    expect(sent).toEqual([{ version: 1 }]);
    expect(await screen.findByText('$4.20 / kg')).toBeInTheDocument();
  });

  it('puts the request to a reverse auction among the suppliers who quoted, and opens its room', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      signedInAs(buyer),
      answering(request),
      http.post('*/api/auctions', async ({ request: sentRequest }) => {
        sent = (await sentRequest.json()) as Record<string, unknown>;
        return HttpResponse.json(started(sent), { status: 201 });
      }),
      http.get('*/api/auctions/77', () => HttpResponse.json(started(sent!))),
    );
    const { location } = renderRoute('/rfqs/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Run an Auction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run an auction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the auction' }));
    expect(await within(dialog).findByText(/^Minimum step .*must/)).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ceiling price/ }), '4.50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Minimum step/ }), '0.05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the auction' }));
    await waitFor(() => expect(location().pathname).toBe('/auction/77'));
    expect(await screen.findByRole('heading', { level: 1, name: request.title })).toBeInTheDocument();
    const quoted = [...new Set(request.quotes.map((quote) => quote.vendor.id))];
    expect(sent).toMatchObject({
      direction: 'reverse',
      rfqId: request.id,
      currency: request.currency,
      lots: [
        {
          title: request.title,
          quantity: request.quantity,
          unit: request.unit,
          incoterm: request.incoterm,
          incotermPlace: request.incotermPlace,
          ceilingPrice: '4.50',
          showLimit: false,
        },
      ],
      step: { kind: 'amount', value: '0.05', from: 'leading' },
      visibility: 'leading_price',
      invitedCompanyIds: quoted,
    });
    expect(Date.parse(sent!.endsAt as string) - Date.parse(sent!.startsAt as string)).toBe(3_600_000);
  });

  it('schedules the auction for a later time, the request split into equal lots', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      signedInAs(buyer),
      answering(request),
      http.post('*/api/auctions', async ({ request: sentRequest }) => {
        sent = (await sentRequest.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...started(sent), state: 'scheduled' }, { status: 201 });
      }),
      http.get('*/api/auctions/77', () => HttpResponse.json({ ...started(sent!), state: 'scheduled' })),
    );
    const { location } = renderRoute('/rfqs/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Run an Auction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run an auction' });
    // The dialog hides the page behind it a frame after it opens; a list opened before then would be hidden with it.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: request.title })).toBeNull());
    const opens = new Date(Date.now() + 86_400_000);
    opens.setHours(9, 0, 0, 0);
    fireEvent.change(within(dialog).getByLabelText('Opens'), { target: { value: localInputValue(opens) } });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Runs for' }));
    await userEvent.click(await screen.findByRole('option', { name: '1 day' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Lots' }));
    expect(screen.queryByRole('option', { name: /^3 lots/ })).toBeNull();
    await userEvent.click(
      await screen.findByRole('option', { name: '4 lots of 5,000 kg, each awarded apart' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Minimum step/ }), '0.05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the auction' }));
    await waitFor(() => expect(location().pathname).toBe('/auction/77'));
    expect(await screen.findByRole('heading', { level: 1, name: request.title })).toBeInTheDocument();
    expect(Date.parse(sent!.startsAt as string)).toBe(opens.getTime());
    expect(Date.parse(sent!.endsAt as string)).toBe(opens.getTime() + 86_400_000);
    expect(sent!.lots).toEqual(
      [1, 2, 3, 4].map((position) => ({
        title: `${request.title}, lot ${position} of 4`,
        quantity: 5_000,
        unit: request.unit,
        incoterm: request.incoterm,
        incotermPlace: request.incotermPlace,
        showLimit: false,
        ...(request.incotermPlaceCode ? { incotermPlaceCode: request.incotermPlaceCode } : {}),
      })),
    );
  });
});
