import type { SavedSearch } from '@rawex/api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const cocoaWatch: SavedSearch = {
  id: 7,
  name: 'Ghana cocoa',
  query: 'search=cocoa&originCountry=GH,CI&certifications=fairtrade&maxPrice=3.50',
  paused: false,
  matchCount: 4,
  lastMatchedAt: '2026-11-25T08:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** The API's saved searches, kept as the handlers change them, with what each call sent. */
function savedSearchesApi(searches: SavedSearch[]) {
  const sent: unknown[] = [];
  server.use(
    signedInAs(buyer),
    http.get('*/api/saved-searches', () => HttpResponse.json(searches)),
    http.patch('*/api/saved-searches/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<SavedSearch>;
      sent.push(body);
      if (body.name === 'Taken')
        return HttpResponse.json(
          {
            status: 409,
            code: 'saved_search_name_taken',
            title: 'Conflict',
            detail: 'You have a saved search of this name: choose another.',
            errors: [{ field: 'name', message: 'you have a saved search of this name' }],
          },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        );
      searches = searches.map((search) =>
        String(search.id) === params.id ? { ...search, ...body } : search,
      );
      return HttpResponse.json(searches.find((search) => String(search.id) === params.id));
    }),
    http.delete('*/api/saved-searches/:id', ({ params }) => {
      searches = searches.filter((search) => String(search.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

describe('/saved-searches', () => {
  it('lists each search in a trader’s words with its alerts, and links to its matches', async () => {
    savedSearchesApi([cocoaWatch]);
    renderRoute('/saved-searches');
    const card = await screen.findByRole('article', { name: 'Ghana cocoa' });
    expect(
      within(card).getByText("“cocoa” · Ghana, Côte d'Ivoire · Fairtrade · Price up to $3.50"),
    ).toBeVisible();
    expect(within(card).getByText('Alerting')).toBeVisible();
    expect(within(card).getByText('4')).toBeVisible();
    expect(within(card).getByText('Nov 25, 2026')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Show matches' })).toHaveAttribute(
      'href',
      `/products?${cocoaWatch.query}&sort=newest`,
    );
  });

  it('pauses, renames (showing a refusal on the name) and deletes', async () => {
    const sent = savedSearchesApi([cocoaWatch]);
    renderRoute('/saved-searches');
    const card = await screen.findByRole('article', { name: 'Ghana cocoa' });
    await userEvent.click(within(card).getByRole('button', { name: 'Pause alerts' }));
    // The list loads again after each change: the card is found afresh.
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Ghana cocoa' })).getByText('Paused')).toBeVisible(),
    );
    const paused = screen.getByRole('article', { name: 'Ghana cocoa' });
    expect(within(paused).getByRole('button', { name: 'Resume alerts' })).toBeVisible();

    await userEvent.click(within(paused).getByRole('button', { name: 'Rename Ghana cocoa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByLabelText(/Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('You have a saved search of this name.')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'West African cocoa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const renamed = await screen.findByRole('article', { name: 'West African cocoa' });
    expect(sent).toEqual([{ paused: true }, { name: 'Taken' }, { name: 'West African cocoa' }]);

    await userEvent.click(within(renamed).getByRole('button', { name: 'Delete West African cocoa' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getByText('No saved searches yet')).toBeVisible());
  });
});
