/**
 * The browser's half of early clicks (the page's half is `early-clicks-script.ts`).
 *
 * A page rendered on the server paints before its code runs. A click on a button, a tab or a
 * checkbox in that moment would do nothing, as React is not there yet to answer it (and React
 * drops a click on a part it cannot hydrate yet). The page's first script, inline in its head,
 * keeps those clicks instead; once the app runs, each is clicked again as soon as React answers
 * for its element, in the order they were made. Links and forms with an address need none of
 * this: they work as links and forms do.
 */

interface EarlyClicks {
  targets: Element[];
  /** True while a kept click is made again: the page's script lets it through to React. */
  replaying?: boolean;
  /** True once React answers for the element: it has hydrated (or rendered) it. */
  isLive(element: Element): boolean;
  /** Told of each click kept once the app runs: a part of the page still waiting for its code. */
  kept?: () => void;
}

declare global {
  interface Window {
    rawexEarlyClicks?: EarlyClicks;
  }
}

/** How long after it was kept a click may still be replayed. */
const REPLAY_WITHIN_MS = 15_000;

/**
 * Clicks again, in order, what was clicked before the app ran, each once React answers for it;
 * and from then on what is clicked on a part of the page still waiting for its own code.
 */
export function replayEarlyClicks(): void {
  const early = window.rawexEarlyClicks;
  if (!early) return;
  let deadline = 0;
  let scheduled = false;
  const replay = () => {
    scheduled = false;
    while (early.targets.length > 0) {
      const [target] = early.targets;
      if (!target?.isConnected) {
        early.targets.shift();
        continue;
      }
      if (!early.isLive(target)) break;
      early.targets.shift();
      early.replaying = true;
      try {
        (target as HTMLElement).click();
      } finally {
        early.replaying = false;
      }
    }
    if (early.targets.length === 0) return;
    if (performance.now() < deadline) {
      scheduled = true;
      setTimeout(replay, 50);
    } else {
      // Too late to be what was meant: dropped, and the clicks after them go straight to React.
      early.targets.length = 0;
    }
  };
  early.kept = () => {
    deadline = performance.now() + REPLAY_WITHIN_MS;
    if (!scheduled) replay();
  };
  early.kept();
}

/**
 * Takes back a click kept on `element`, telling whether there was one: for a part that puts
 * another element in the place of the one the server drew, and answers the click itself.
 */
export function takeEarlyClick(element: Element | null): boolean {
  const targets = window.rawexEarlyClicks?.targets;
  const index = element && targets ? targets.indexOf(element) : -1;
  if (index < 0) return false;
  targets?.splice(index, 1);
  return true;
}
