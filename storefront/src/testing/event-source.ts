import type { Auction } from '@rawex/api/contracts';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The browser's EventSource, as the auction room opens it (jsdom has none): a test sends it the
 * server's events.
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  send(next: Auction) {
    this.listeners.get('auction')?.(new MessageEvent('auction', { data: JSON.stringify(next) }));
  }
}

/** Gives each test of the file a fresh FakeEventSource for the browser's. */
export function fakeEventSources(): void {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());
}
