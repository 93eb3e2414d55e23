/** What jsdom lacks of a browser that Ark's components use: set up before each jsdom test file. */

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

// Nor does the window scroll: a new page starts at its top (jsdom only says it cannot).
window.scrollTo = () => {};
