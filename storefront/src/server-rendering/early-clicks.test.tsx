import { act, waitFor } from '@testing-library/react';
import { Suspense, lazy, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT } from './early-clicks-script';
import { replayEarlyClicks } from './early-clicks';

/** A server-rendered button: clicks reach `clicked` once React has mounted it (`goLive`). */
function serverButton(label: string) {
  const button = document.createElement('button');
  button.textContent = label;
  document.body.append(button);
  const clicked: string[] = [];
  button.addEventListener('click', () => clicked.push(label));
  return {
    button,
    clicked,
    // What React leaves on an element it has mounted: its fiber, under a root that is hydrated.
    goLive: () =>
      Object.assign(button, {
        __reactFiber$test: {
          tag: 5,
          flags: 0,
          alternate: null,
          return: {
            tag: 3,
            flags: 0,
            return: null,
            stateNode: { current: { memoizedState: { isDehydrated: false } } },
          },
        },
      }),
  };
}

describe('early clicks', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
    delete window.rawexEarlyClicks;
  });

  it('keeps a click made before the app runs and clicks it again once its button is live', () => {
    vi.useFakeTimers();
    // The page's head script, as the server sends it.
    new Function(EARLY_CLICKS_SCRIPT)();
    const tab = serverButton('Reviews');
    tab.button.click();
    expect(tab.clicked).toEqual([]);

    replayEarlyClicks();
    expect(tab.clicked).toEqual([]);
    tab.goLive();
    vi.advanceTimersByTime(100);
    expect(tab.clicked).toEqual(['Reviews']);
  });

  it('replays a click on a part still loading its code after the app has started, once', () => {
    vi.useFakeTimers();
    new Function(EARLY_CLICKS_SCRIPT)();
    replayEarlyClicks();
    vi.advanceTimersByTime(1_000);

    // A screen whose code comes later: its button painted, not yet live.
    const addToCart = serverButton('Add to Cart');
    addToCart.button.click();
    vi.advanceTimersByTime(500);
    expect(addToCart.clicked).toEqual([]);
    addToCart.goLive();
    vi.advanceTimersByTime(100);
    expect(addToCart.clicked).toEqual(['Add to Cart']);

    // Live now: a click goes straight through, and nothing is replayed twice.
    addToCart.button.click();
    vi.advanceTimersByTime(1_000);
    expect(addToCart.clicked).toEqual(['Add to Cart', 'Add to Cart']);
  });

  it('makes a click on a live button wait behind the clicks kept before it, in their order', () => {
    vi.useFakeTimers();
    new Function(EARLY_CLICKS_SCRIPT)();
    replayEarlyClicks();
    const clicked: string[] = [];
    const dashboard = serverButton('Dashboard');
    const transactions = serverButton('Transactions');
    dashboard.button.addEventListener('click', () => clicked.push('Dashboard'));
    transactions.button.addEventListener('click', () => clicked.push('Transactions'));
    dashboard.button.click();
    // The page comes alive; before the kept click is made again, another tab is clicked.
    dashboard.goLive();
    transactions.goLive();
    transactions.button.click();
    vi.advanceTimersByTime(1_000);
    // The last tab clicked is the one that stays chosen.
    expect(clicked.filter((label) => label === 'Dashboard' || label === 'Transactions')).toEqual([
      'Dashboard',
      'Transactions',
    ]);
  });

  it('lets clicks through at once after dropping kept ones that never came alive', () => {
    vi.useFakeTimers();
    new Function(EARLY_CLICKS_SCRIPT)();
    replayEarlyClicks();
    const never = serverButton('Sort');
    const filter = serverButton('Filter');
    never.button.click();
    vi.advanceTimersByTime(16_000);
    filter.goLive();
    filter.button.click();
    expect(filter.clicked).toEqual(['Filter']);
  });

  it('drops a kept click whose button is gone, or that did not come alive within 15 s', () => {
    vi.useFakeTimers();
    new Function(EARLY_CLICKS_SCRIPT)();
    replayEarlyClicks();
    const removed = serverButton('Filter');
    const never = serverButton('Sort');
    removed.button.click();
    never.button.click();
    removed.button.remove();
    vi.advanceTimersByTime(16_000);
    never.goLive();
    vi.advanceTimersByTime(1_000);
    expect(removed.clicked).toEqual([]);
    expect(never.clicked).toEqual([]);
  });

  it('waits for React to mount a button whose hydration was put off, then clicks it once', async () => {
    new Function(EARLY_CLICKS_SCRIPT)();
    const clicked: string[] = [];
    function Reviews() {
      return <p>Four reviews</p>;
    }
    function Page({ Part }: { Part: ComponentType }) {
      return (
        <Suspense fallback={null}>
          <button onClick={() => clicked.push('Reviews')}>Reviews</button>
          <Part />
        </Suspense>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Part={Reviews} />);
    document.body.append(container);
    const tab = container.querySelector('button')!;
    tab.click();

    // The part's code is still on its way when the app starts.
    let loadPart!: () => void;
    const LaterReviews = lazy(
      () =>
        new Promise<{ default: ComponentType }>(
          (resolve) => (loadPart = () => resolve({ default: Reviews })),
        ),
    );
    replayEarlyClicks();
    await act(async () => {
      hydrateRoot(container, <Page Part={LaterReviews} />);
    });
    // React rendered the button while hydrating, then put the whole part off: the button carries
    // React's marks, yet React does not answer for it, and a click now would be lost.
    expect(Object.keys(tab).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(clicked).toEqual([]);

    await act(async () => loadPart());
    await waitFor(() => expect(clicked).toEqual(['Reviews']));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(clicked).toEqual(['Reviews']);
  });
});
