import type { Context } from 'koa';

/** The methods that change nothing on the server (HTTP's safe methods, of those answered here). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that only reads: what neither writes nor needs the room or the checks a change does. */
export const isRead = (ctx: Pick<Context, 'method'>) => READ_METHODS.has(ctx.method);
