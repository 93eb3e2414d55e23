import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

type Fetcher = (key: string) => unknown;

/** One read of a frame: its key with the signed-in user's id as `USER`, and how it is fetched. */
interface FrameRead {
  key: string;
  fetcher: Fetcher;
}

/** A frame rendered for one visitor at one address: its HTML (the screen's place marked) and response. */
export interface KeptFrame<R> {
  html: string;
  response: R;
}

const USER = '\u0000user\u0000';
/** The most frames kept, and the bytes of HTML they may hold together. */
const KEPT_FRAMES = 1000;
const KEPT_FRAME_BYTES = 32 * 1024 * 1024;

/**
 * The frames (headers, cart, footer) around kept screens, rendered once for each set of answers
 * they are made of. A frame's reads at an address are learnt from its first rendering; from then
 * on a visit reads them first (who is signed in, then their cart…) and is sent the frame rendered
 * from the same answers, if there is one. Only a change of what the frame shows (another user,
 * another cart) renders it again.
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
      const signedIn = plan?.find((read) => read.key === session);
      if (!plan || !signedIn) return undefined;
      try {
        const me = (await signedIn.fetcher(session)) as { id: string } | null;
        if (!me) return undefined;
        const keys = plan.map((read) => read.key.split(USER).join(encodeURIComponent(me.id)));
        const others = await Promise.all(
          plan.map((read, index) => (read === signedIn ? me : read.fetcher(keys[index] as string))),
        );
        return Object.fromEntries(keys.map((key, index) => [key, others[index]]));
      } catch {
        return undefined;
      }
    },
    /** The frame rendered from exactly these answers at `address`, if kept. */
    get(address: string, answers: Record<string, unknown>): KeptFrame<R> | undefined {
      return frames.get(frameKey(address, answers));
    },
    /** Keeps a frame rendered from `answers`, each read with its `fetchers`, and learns its reads. */
    keep(
      address: string,
      answers: Record<string, unknown>,
      fetchers: Map<string, Fetcher>,
      frame: KeptFrame<R>,
    ): void {
      const me = answers[session] as { id: string } | null | undefined;
      const keys = Object.keys(answers);
      if (!me || keys.some((key) => !fetchers.has(key))) return;
      const id = encodeURIComponent(me.id);
      plans.set(
        address,
        keys.map((key) => ({ key: key.split(id).join(USER), fetcher: fetchers.get(key) as Fetcher })),
      );
      frames.set(frameKey(address, answers), frame);
    },
  };
}
