import { catalogueHandlers } from '@rawex/fixtures/handlers';
import { sampleHandlers } from '@rawex/fixtures/samples';
import { setupServer } from 'msw/node';
import { cartOf, signedOut } from './handlers';

/** The API as the route tests see it: the demo catalogue and the consoles' sample records, nobody signed in and empty carts unless a test says so. */
export const server = setupServer(...catalogueHandlers, ...sampleHandlers, signedOut, cartOf([]));
