import { describe, expect, it, vi } from 'vitest';
import { keptFrames } from './kept-frames';

const SUMMARY = '/api/auth/me/summary';
const MARKET = '/api/market/summary';

const summaryOf = (id: string, cartLines: number) => ({
  user: { id },
  counts: { cartLines, unreadNotifications: 0, unreadMessages: 0 },
});

/** The frame's reads as the server would fetch them, with what each answers now. */
function reads(answers: Record<string, unknown>) {
  const fetcher = vi.fn(async (key: string) => answers[key]);
  return { fetcher, fetchers: new Map(Object.keys(answers).map((key) => [key, fetcher])) };
}

describe('kept frames', () => {
  it('reads a frame’s reads at once and serves the frame kept for the same answers only', async () => {
    const frames = keptFrames<string>(SUMMARY);
    const answers: Record<string, unknown> = { [SUMMARY]: summaryOf('u1', 1), [MARKET]: { listings: 3 } };
    const { fetcher, fetchers } = reads(answers);
    expect(await frames.read('/products')).toBeUndefined();

    frames.keep('/products', { ...answers }, fetchers, { html: 'frame 1', response: 'ok' });
    const read = await frames.read('/products');
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(read).toEqual(answers);
    expect(frames.get('/products', read!)?.html).toBe('frame 1');

    answers[SUMMARY] = summaryOf('u1', 2);
    expect(frames.get('/products', (await frames.read('/products'))!)).toBeUndefined();
  });

  it('keeps nothing for a visitor nobody signed in as, and reads nothing for one', async () => {
    const frames = keptFrames<string>(SUMMARY);
    const { fetchers } = reads({ [SUMMARY]: null });
    frames.keep('/products', { [SUMMARY]: null }, fetchers, { html: 'frame', response: 'ok' });
    expect(await frames.read('/products')).toBeUndefined();
  });

  it('keeps no frame that reads an address of one user’s: the next visitor would be asked it', async () => {
    const frames = keptFrames<string>(SUMMARY);
    const answers = { [SUMMARY]: summaryOf('u1', 1), '/api/cart/u1': [] };
    frames.keep('/products', answers, reads(answers).fetchers, { html: 'frame', response: 'ok' });
    expect(await frames.read('/products')).toBeUndefined();
    expect(frames.get('/products', answers)).toBeUndefined();
  });

  it('answers none when a read fails, for the page to be rendered whole', async () => {
    const frames = keptFrames<string>(SUMMARY);
    const answers = { [SUMMARY]: summaryOf('u1', 1) };
    const failing = vi.fn(async () => {
      throw new Error('the API is down');
    });
    frames.keep('/products', answers, new Map([[SUMMARY, failing]]), { html: 'frame', response: 'ok' });
    expect(await frames.read('/products')).toBeUndefined();
  });
});
