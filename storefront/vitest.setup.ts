import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { toaster } from '@rawex/ui-kit';
import { server } from './src/testing/server';

// Each screen is a lazy chunk: the first visit in a run compiles it, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: every media query answers "no match" (the desktop layout).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Nor does it measure anything: an observer that never reports (Ark's tabs watch their size).
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Nor does it scroll: Ark's select scrolls its open list to the highlighted option.
Element.prototype.scrollTo ??= () => {};

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
