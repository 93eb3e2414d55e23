import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT } from './early-clicks-script';
import { replayEarlyClicks } from './early-clicks';

/** A server-rendered button: clicks reach `clicked` once React has taken it over (`goLive`). */
function serverButton(label: string) {
  const button = document.createElement('button');
  button.textContent = label;
  document.body.append(button);
  const clicked: string[] = [];
  button.addEventListener('click', () => clicked.push(label));
  return {
    button,
    clicked,
    goLive: () => Object.assign(button, { __reactProps$test: {} }),
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
});
