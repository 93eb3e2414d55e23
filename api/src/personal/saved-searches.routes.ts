import { defineRoute } from '../platform/http/route.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import {
  createSavedSearchBodySchema,
  MAX_SAVED_SEARCHES,
  savedSearchListSchema,
  savedSearchPathSchema,
  savedSearchSchema,
  stopSavedSearchEmailsBodySchema,
  stoppedEmailsSchema,
  updateSavedSearchBodySchema,
} from './saved-searches.contract.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  stopSavedSearchEmails,
  updateSavedSearch,
} from './saved-searches.service.ts';

const tag = 'Saved searches';

/**
 * Searches a person keeps under a name: when a product matching one is listed or made cheaper,
 * they are told in-app and by email (at most one a day).
 */
export const savedSearchRoutes = [
  defineRoute({
    method: 'get',
    path: '/saved-searches',
    operationId: 'listSavedSearches',
    summary: 'Your saved searches, newest first',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: {
      200: { description: `Every one (at most ${MAX_SAVED_SEARCHES}).`, schema: savedSearchListSchema },
    },
    async handler(ctx, { user }, { db }) {
      ctx.body = await listSavedSearches(db.knex, user.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/saved-searches',
    operationId: 'createSavedSearch',
    summary: 'Save a search and be alerted of new matches',
    description:
      'From then on, a product matching every filter that is listed, or whose price drops, is an alert: a notification, and an email at most once a day.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: createSavedSearchBodySchema },
    responses: { 201: { description: 'Saved.', schema: savedSearchSchema } },
    errors: {
      409: `You have a saved search of this name (saved_search_name_taken), or ${MAX_SAVED_SEARCHES} of them (too_many_saved_searches).`,
    },
    async handler(ctx, { body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await createSavedSearch(db.knex, user.id, body);
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/saved-searches/:id',
    operationId: 'updateSavedSearch',
    summary: 'Rename, pause or resume a saved search',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: savedSearchPathSchema,
    body: { type: 'json', schema: updateSavedSearchBodySchema },
    responses: { 200: { description: 'As it is now.', schema: savedSearchSchema } },
    errors: {
      404: 'You have no saved search with this id.',
      409: 'You have a saved search of this name (saved_search_name_taken).',
    },
    async handler(ctx, { body, params, user }, { db }) {
      ctx.body = await updateSavedSearch(db.knex, user.id, params.id, body);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/saved-searches/:id',
    operationId: 'deleteSavedSearch',
    summary: 'Delete a saved search',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: savedSearchPathSchema,
    responses: { 204: { description: 'Deleted, with its alerts.' } },
    errors: { 404: 'You have no saved search with this id.' },
    async handler(ctx, { params, user }, { db }) {
      await deleteSavedSearch(db.knex, user.id, params.id);
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/saved-searches/stop-emails',
    operationId: 'stopSavedSearchEmails',
    summary: 'Stop saved-search emails from the link in one',
    description:
      'Works without signing in: the token is the one in the link. The alerts still come in-app; the emails can be turned on again under notification settings.',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: stopSavedSearchEmailsBodySchema },
    responses: { 200: { description: 'Stopped.', schema: stoppedEmailsSchema } },
    errors: { 422: 'The token is not one RawEx sent, or its account is gone.' },
    async handler(ctx, { body }, { db, events }) {
      ctx.body = { email: await stopSavedSearchEmails(db.knex, events.secretsKey(), body.token) };
    },
  }),
];
