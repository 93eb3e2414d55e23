import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { AuthUser } from '../platform/actor.ts';
import { AppError } from '../platform/errors/index.ts';
import { auctionView } from './auction-views.ts';
import { type AuctionSnapshot } from './auction-rows.ts';
import type { AuctionFeed } from './auction-feed.ts';

/** A comment line every so often, so proxies and the client see the stream alive. */
const HEARTBEAT_MS = 15_000;
/** How soon a client reconnects after the stream drops. */
const RETRY_MS = 1_000;

/**
 * Streams an auction to `viewer` as Server-Sent Events: its state as they may see it now (unless
 * the client resumes having seen the last bid already), then again after each bid any process
 * takes, each with its last bid's id as the event's id; until the client leaves or the server stops.
 */
export async function streamAuction(
  ctx: Context,
  feed: AuctionFeed | undefined,
  viewer: AuthUser,
  auctionId: number,
  read: () => Promise<AuctionSnapshot>,
  lastEventId: number | undefined,
): Promise<void> {
  if (!feed) {
    throw new AppError({
      status: 503,
      code: 'stream_unavailable',
      title: 'Service Unavailable',
      detail: 'This process does not stream auctions; read GET /api/auctions/{id} instead.',
    });
  }
  const stream = new PassThrough();
  // Snapshots may arrive out of order (the first read and a bid's): only a later one is sent.
  let sent = lastEventId ?? -1;
  const send = (snapshot: AuctionSnapshot) => {
    if (snapshot.lastBidId <= sent) return;
    sent = snapshot.lastBidId;
    const view = auctionView(snapshot.auction, snapshot.lots, snapshot.standings, viewer);
    stream.write(`id: ${snapshot.lastBidId}\nevent: auction\ndata: ${JSON.stringify(view)}\n\n`);
  };
  const heartbeat = setInterval(() => stream.write(': alive\n\n'), HEARTBEAT_MS);
  const stop = await feed.follow(auctionId, { onBid: send, onEnd: () => stream.end() });
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    stop();
  };
  stream.on('close', end);
  // Read once following, so that no bid falls between the two.
  const first = await read().catch((error: unknown) => {
    stream.destroy();
    throw error;
  });
  // The client left (or the answer ended): stop following.
  ctx.res.on('close', () => {
    end();
    stream.destroy();
  });
  ctx.compress = false;
  // A stream's connection is its own: once the stream ends (a stop, say) it closes rather than idles.
  ctx.set({
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-store',
    'X-Accel-Buffering': 'no',
    Connection: 'close',
  });
  ctx.status = 200;
  ctx.body = stream;
  stream.write(`retry: ${RETRY_MS}\n\n`);
  send(first);
}
