import type { Middleware } from 'koa';
import type { DiskSpace } from '../disk-space.ts';
import { storageFull } from '../errors/index.ts';
import { isRead } from './methods.ts';

/**
 * Refuses a change (507 storage_full) while the data folder's disk is under its reserve, or when
 * the request's body would take it there, before anything of it is written. Reads go on.
 */
export function refuseChangesWithoutRoom(diskSpace: DiskSpace): Middleware {
  return async (ctx, next) => {
    if (!isRead(ctx) && !diskSpace.hasRoomFor(ctx.request.length || 0)) throw storageFull();
    await next();
  };
}
