import { z } from 'zod';
import {
  proveOwnPassword,
  requireFreshSecondStep,
  SESSION_COOKIE,
  sessionCookieOptions,
} from '../accounts/index.ts';
import { deleteAccountBodySchema, dataExportQueuedSchema } from '../accounts/security.contract.ts';
import { defineRoute } from '../platform/http/route.ts';
import { passwordAttemptOf } from '../platform/http/client-gone.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { prepareDataExportJob } from './personal-data.job.ts';
import {
  deleteAccount,
  exportSize,
  INLINE_EXPORT_ROWS,
  personalData,
  queueExport,
  readyExport,
} from './personal-data.service.ts';

const tag = 'Accounts';
const exportFile = (date: Date) => `rawex-data-${date.toISOString().slice(0, 10)}.json`;

/** A person's copy of their data, and leaving RawEx. */
export const personalDataRoutes = [
  defineRoute({
    method: 'get',
    path: '/auth/me/export',
    operationId: 'exportMyData',
    summary: 'Download everything RawEx holds about you',
    description: `Your profile, firms and roles, orders, requests, quotes, the messages you wrote, the ratings you gave, notifications, sessions and your keys' names, as a JSON file. With more than ${INLINE_EXPORT_ROWS} rows a job prepares it and emails you its link (202).`,
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: {
      200: {
        description: 'The file (Content-Disposition: attachment).',
        schema: z.record(z.string(), z.unknown()),
      },
      202: {
        description: 'Being prepared: its link will be emailed to you.',
        schema: dataExportQueuedSchema,
      },
    },
    async handler(ctx, { user }, { db, queue }) {
      if ((await exportSize(db.knex, user.id)) > INLINE_EXPORT_ROWS) {
        const exportId = await queueExport(db.knex, user.id, (trx, id) =>
          queue.send(trx, prepareDataExportJob, { exportId: id }),
        );
        ctx.status = 202;
        ctx.body = {
          exportId,
          detail: 'Your data is being prepared: a link to download it will be emailed to you.',
        };
        return;
      }
      const now = new Date();
      ctx.attachment(exportFile(now));
      ctx.body = await personalData(db.knex, user.id, now);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/auth/me/exports/:id',
    operationId: 'downloadMyDataExport',
    summary: 'Download an export of your data that a job prepared',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: z.object({ id: z.uuid('is not an export’s id') }),
    responses: { 200: { description: 'The JSON file.', schema: z.record(z.string(), z.unknown()) } },
    errors: { 404: 'None of yours is ready under this id (exports are kept 7 days).' },
    async handler(ctx, { params, user }, { db, storage }) {
      const fileKey = await readyExport(db.knex, user.id, params.id);
      ctx.attachment(exportFile(new Date()));
      ctx.type = 'application/json';
      ctx.body = await storage.read(fileKey);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/auth/me',
    operationId: 'deleteMyAccount',
    summary: 'Delete your account',
    description:
      'Needs your password, and when a second step is set up, a code from your app or a recovery code, or a second step given in this session within 5 minutes. Your name, email and sign-in go; orders, requests, quotes and messages stay for the other party, with the firm’s legal name and you shown as "Former member". The last owner of a firm others belong to must make another member owner first.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: deleteAccountBodySchema },
    responses: { 204: { description: 'Deleted; you are signed out everywhere.' } },
    errors: {
      401: 'The password (invalid_credentials) or the code (invalid_second_step) is not right.',
      409: 'You are the last owner of a firm others belong to (last_owner, naming it).',
      403: 'A second step is set up, no code was sent and none was given within 5 minutes (second_step_not_recent).',
      429: 'Too many failed attempts; Retry-After says when to try again.',
    },
    async handler(ctx, { body, user }, { db, events, storage }) {
      await proveOwnPassword(db.knex, user, body.password, passwordAttemptOf(ctx));
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state, { code: body.code });
      await deleteAccount(db.knex, storage, user.id);
      ctx.cookies.set(SESSION_COOKIE, null, sessionCookieOptions(ctx.secure));
      ctx.status = 204;
    },
  }),
];
