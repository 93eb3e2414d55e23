import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { request } from '../../testing/requests';
import { server } from '../../testing/server';

/** The buyer's request as its list shows it, with `quoteCount` quotes. */
const listed = (id: number, title: string, quoteCount: number) => {
  const { quotes: _quotes, ...rest } = request;
  return { ...rest, id, title, quoteCount };
};

describe('/rfqs', () => {
  it('offers to compare quotes only where two or more came', async () => {
    const requests = [
      listed(43, 'Teak boards', 0),
      listed(42, 'Copper cathode', 1),
      listed(41, 'Arabica', 2),
    ];
    server.use(
      signedInAs(buyer),
      http.get('*/api/rfqs', () => HttpResponse.json(requests, { headers: { 'x-total-count': '3' } })),
    );
    renderRoute('/rfqs');
    const list = await screen.findByRole('list', { name: 'Your requests for quotation' });
    const actionOf = (title: string) => {
      const item = within(list)
        .getAllByRole('listitem')
        .find((entry) => entry.textContent?.includes(title));
      return within(item!).getAllByRole('link').at(-1)?.textContent;
    };
    expect(actionOf('Arabica')).toBe('Compare quotes');
    expect(actionOf('Copper cathode')).toBe('See the quote');
    expect(actionOf('Teak boards')).toBe('View');
  });
});
