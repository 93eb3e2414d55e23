import { z } from 'zod';
import { defineRoute } from '../platform/http/route.ts';
import { sessionRequired } from '../platform/http/router.ts';
import { notFound } from '../platform/errors/index.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { describeDevice } from './devices.ts';
import { sessionListSchema } from './security.contract.ts';
import { endSession, listSessions } from './live-sessions.ts';
import { destroyOtherSessions, SESSION_COOKIE } from './sessions.ts';

const tag = 'Accounts';

/** Where the person is signed in, and ending those sessions. */
export const sessionRoutes = [
  defineRoute({
    method: 'get',
    path: '/auth/sessions',
    operationId: 'listSessions',
    summary: 'Where you are signed in',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: {
      200: {
        description: 'Your live sessions, the newest first; this one marked.',
        schema: sessionListSchema,
      },
    },
    async handler(ctx, { user }, { db }) {
      const sessions = await listSessions(db.knex, user.id, ctx.cookies.get(SESSION_COOKIE));
      ctx.body = sessions.map((session) => ({
        id: session.id,
        device: describeDevice(session.userAgent),
        address: session.ip,
        signedInAt: session.signedInAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.current,
      }));
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/auth/sessions/:id',
    operationId: 'endSession',
    summary: 'Sign out one of your sessions',
    description: 'It is refused at once: its next request is not signed in.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'is not a session’s id') }),
    responses: { 204: { description: 'Signed out.' } },
    errors: { 404: 'You have no session with this id.' },
    async handler(ctx, { params, user }, { db }) {
      if (!(await endSession(db.knex, user.id, params.id)))
        throw notFound('You have no session with this id.', 'session_not_found');
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/auth/sessions',
    operationId: 'endOtherSessions',
    summary: 'Sign out everywhere else',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: { 204: { description: 'Every other session of yours ended; this one stays.' } },
    async handler(ctx, { user }, { db }) {
      const token = ctx.cookies.get(SESSION_COOKIE);
      if (!token) throw sessionRequired();
      await destroyOtherSessions(db.knex, user.id, token);
      ctx.status = 204;
    },
  }),
];
