import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

type Fetcher = (key: string) => unknown;

/** One read of a frame: its key, and how it is fetched. */
interface FrameRead {
  key: string;
  fetcher: Fetcher;
}

/** A frame rendered for one visitor at one address: its HTML (the screen's place marked) and response. */
export interface KeptFrame<R> {
  html: string;
  response: R;
}

/** The most frames kept, and the bytes of HTML they may hold together. */
const KEPT_FRAMES = 1000;
const KEPT_FRAME_BYTES = 32 * 1024 * 1024;

/**
 * The frames (headers, cart count, footer) around kept screens, rendered once for each set of
 * answers they are made of. A frame's reads at an address are learnt from its first rendering:
 * the signed-in user's summary (`session`: who, their cart's lines, their unread counts), and for
 * the trading view the market's figures. From then on a visit reads them at once and is sent the
 * frame rendered from the same answers, if there is one. Only a change of what the frame shows
 * (another user, another count) renders it again.
 */
export function keptFrames<R>(session: string) {
  const plans = new LRUCache<string, FrameRead[]>({ max: KEPT_FRAMES });
  const frames = new LRUCache<string, KeptFrame<R>>({
    max: KEPT_FRAMES,
    maxSize: KEPT_FRAME_BYTES,
    sizeCalculation: (frame) => frame.html.length || 1,
  });
  const frameKey = (address: string, answers: Record<string, unknown>) =>
    createHash('sha256')
      .update(address)
      .update(JSON.stringify(Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : 1))))
      .digest('base64url');

  return {
    /**
     * The answers of the frame's reads at `address`, asked for as its last rendering did: none
     * when nothing was learnt there, nobody is signed in, or a read failed.
     */
    async read(address: string): Promise<Record<string, unknown> | undefined> {
      const plan = plans.get(address);
      if (!plan) return undefined;
      try {
        const answers = await Promise.all(plan.map((read) => read.fetcher(read.key)));
        const read = Object.fromEntries(plan.map(({ key }, index) => [key, answers[index]]));
        return read[session] ? read : undefined;
      } catch {
        return undefined;
      }
    },
    /** The frame rendered from exactly these answers at `address`, if kept. */
    get(address: string, answers: Record<string, unknown>): KeptFrame<R> | undefined {
      return frames.get(frameKey(address, answers));
    },
    /**
     * Keeps a frame rendered from a signed-in visitor's `answers`, each read with its `fetchers`,
     * and learns its reads. A frame reading anything of one user's or one firm's by its address
     * (their cart's lines, the firm's orders) is not kept: the next visitor would be asked the same
     * address.
     */
    keep(
      address: string,
      answers: Record<string, unknown>,
      fetchers: Map<string, Fetcher>,
      frame: KeptFrame<R>,
    ): void {
      const summary = answers[session] as { user: { id: string; companyId: string } } | null | undefined;
      const keys = Object.keys(answers);
      if (!summary || keys.some((key) => !fetchers.has(key))) return;
      const owners = [summary.user.id, summary.user.companyId].map(encodeURIComponent);
      if (keys.some((key) => owners.some((owner) => key.includes(owner)))) return;
      plans.set(
        address,
        keys.map((key) => ({ key, fetcher: fetchers.get(key) as Fetcher })),
      );
      frames.set(frameKey(address, answers), frame);
    },
  };
}
