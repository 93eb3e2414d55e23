import { catalogueHandlers } from '@rawex/fixtures/handlers';
import { sampleHandlers } from '@rawex/fixtures/samples';
import type { Me } from '@rawex/api/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cartOf, firmWith, protectionOffered, savedIdsOf, signedInAs, signedOut } from './handlers';

/**
 * The API as the route tests see it: the demo catalogue and the consoles' sample records, nobody
 * signed in, and empty carts, nothing saved and a firm without shipping addresses unless a test
 * says so.
 */
export const server = setupServer(
  ...catalogueHandlers,
  ...sampleHandlers,
  signedOut,
  ...cartOf([]),
  savedIdsOf([]),
  protectionOffered(false),
  firmWith(),
);

/** The API's sign-in answering `me`: from then on the session is theirs, as its cookie would make it. */
export const signInAs = (me: Me) =>
  http.post('*/api/auth/login', () => {
    server.use(signedInAs(me));
    return HttpResponse.json(me);
  });
