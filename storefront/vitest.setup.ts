import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { toaster } from '@rawex/ui-kit';
import { server } from './src/testing/server';
import '../ui-kit/jsdom-shims';

// Each screen is a lazy chunk: the first visit in a run compiles it, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Test files share modules (isolate: false): no toast may wait in the queue for the next file.
  toaster.remove();
  server.resetHandlers();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(/;\s*/).filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
  }
});
afterAll(() => server.close());
