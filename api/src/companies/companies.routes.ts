import { actForCompany, findUser, startSession, toMe } from '../accounts/index.ts';
import { meSchema } from '../accounts/users.contract.ts';
import { actingRole, MEMBERS_WHO } from '../platform/actor.ts';
import { defineRoute } from '../platform/http/route.ts';
import { requestOrigin } from '../platform/http/client-address.ts';
import {
  acceptInvitationBodySchema,
  companyMemberListSchema,
  companyMemberSchema,
  companyPathSchema,
  companySchema,
  createInvitationBodySchema,
  invitationListSchema,
  invitationPathSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenQuerySchema,
  memberPathSchema,
  membershipListSchema,
  updateCompanyBodySchema,
  updateMemberBodySchema,
} from './companies.contract.ts';
import { getCompany, listMemberships, requireMembership, updateCompany } from './companies.service.ts';
import {
  acceptInvitation,
  INVITATION_DAYS,
  inviteMember,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations.service.ts';
import { listMembers, removeMember, updateMember } from './members.service.ts';

const tag = 'Companies';
const runTheFirm = 'Owners and admins of the company.';

export const companyRoutes = [
  defineRoute({
    method: 'get',
    path: '/companies',
    operationId: 'listMyCompanies',
    summary: 'The companies you belong to',
    description:
      'Your own first; `acting` marks the one this session acts for. A key acts for one company: `GET /api/company` names it.',
    tag,
    access: 'signed-in',
    permission: 'session',
    responses: { 200: { description: 'Your memberships.', schema: membershipListSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await listMemberships(db.knex, user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/companies/:id/act',
    operationId: 'actForCompany',
    summary: 'Act for another of your companies in this session',
    description:
      'What you see and make from now on in this session is that company’s, with your role in it. An API key always acts for the company it was made in.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: companyPathSchema,
    responses: { 200: { description: 'You, acting for it.', schema: meSchema } },
    errors: { 404: 'No such company, or you are not a member of it.' },
    async handler(ctx, { params, user }, { db }) {
      const membership = await requireMembership(db.knex, user, params.id);
      await actForCompany(ctx, db.knex, params.id);
      const me = (await findUser(db.knex, user.id))!;
      ctx.body = toMe(me, {
        role: actingRole(me.role, membership.kind),
        companyId: params.id,
        companyRole: membership.role,
      });
    },
  }),
  defineRoute({
    method: 'get',
    path: '/company',
    operationId: 'getCompany',
    summary: 'The company you act for',
    tag,
    access: 'signed-in',
    permission: null,
    responses: { 200: { description: 'Its details and settings.', schema: companySchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await getCompany(db.knex, user);
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/company',
    operationId: 'updateCompany',
    summary: 'Change the company’s details and settings',
    description: `${runTheFirm} A VAT number of an EU (or other European) country is checked, check digits included; the shipping addresses given replace the address book.`,
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.runTheFirm,
    body: { type: 'json', schema: updateCompanyBodySchema },
    responses: { 200: { description: 'The company as it is now.', schema: companySchema } },
    async handler(ctx, { body, user }, { db }) {
      ctx.body = await updateCompany(db.knex, user, body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/company/members',
    operationId: 'listCompanyMembers',
    summary: 'The company’s members, their roles, limits and spend this month',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    responses: { 200: { description: 'Owners first.', schema: companyMemberListSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await listMembers(db.knex, user);
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/company/members/:userId',
    operationId: 'updateCompanyMember',
    summary: 'Change a member’s role or monthly limit',
    description: `${runTheFirm} Only an owner makes or changes an owner; the last owner keeps the role. A monthly limit (US dollars, null for none) is for a buying company's members.`,
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.runTheFirm,
    params: memberPathSchema,
    body: { type: 'json', schema: updateMemberBodySchema },
    responses: { 200: { description: 'The member as they are now.', schema: companyMemberSchema } },
    errors: {
      404: 'No such member of your company.',
      409: 'It would leave the company without an owner (last_owner).',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await updateMember(db.knex, user, params.userId, body);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/company/members/:userId',
    operationId: 'removeCompanyMember',
    summary: 'Remove a member, or leave the company',
    description: `Your own id: you leave. Another's: ${runTheFirm.toLowerCase()} The last owner, and the account that registered the company, stay.`,
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: memberPathSchema,
    responses: { 204: { description: 'Removed.' } },
    errors: {
      404: 'No such member of your company.',
      409: 'The last owner, or the account that registered the company.',
    },
    async handler(ctx, { params, user }, { db }) {
      await removeMember(db.knex, user, params.userId);
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/company/invitations',
    operationId: 'listCompanyInvitations',
    summary: 'The company’s invitations, newest first',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.runTheFirm,
    responses: { 200: { description: 'The last 200.', schema: invitationListSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await listInvitations(db.knex, user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/company/invitations',
    operationId: 'inviteCompanyMember',
    summary: 'Invite someone to the company by email',
    description: `${runTheFirm} The address gets a signed link that works once, for ${INVITATION_DAYS} days; accepting it joins the company with the role, making an account if the address has none. A new invitation to the same address replaces a pending one. At most 50 a day per company.`,
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.runTheFirm,
    confirmedEmail: true,
    body: { type: 'json', schema: createInvitationBodySchema },
    responses: { 201: { description: 'The invitation, sent.', schema: invitationSchema } },
    errors: {
      409: 'The address is a member already.',
      422: 'A role the company’s kind does not have, or owner.',
      429: 'Fifty invitations within 24 hours.',
    },
    async handler(ctx, { body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await inviteMember(db.knex, user, body);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/company/invitations/:id',
    operationId: 'revokeCompanyInvitation',
    summary: 'Withdraw an invitation',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.runTheFirm,
    params: invitationPathSchema,
    responses: { 204: { description: 'Withdrawn: its link no longer works.' } },
    errors: { 404: 'No such invitation of your company.' },
    async handler(ctx, { params, user }, { db }) {
      await revokeInvitation(db.knex, user, params.id);
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/invitations/preview',
    operationId: 'previewInvitation',
    summary: 'What an invitation link offers',
    tag,
    access: 'public',
    permission: null,
    query: invitationTokenQuerySchema,
    responses: {
      200: { description: 'The company, the role and the address.', schema: invitationPreviewSchema },
    },
    errors: {
      410: 'The invitation was accepted, withdrawn or has expired.',
      422: 'The token is not an invitation’s.',
    },
    async handler(ctx, { query }, { db, events }) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await previewInvitation(db.knex, events.secretsKey(), query.token);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/invitations/accept',
    operationId: 'acceptInvitation',
    summary: 'Join a company by an invitation',
    description:
      'Signed in as the invited address: joins with that account. Not signed in, for an address with no account: send password, firstName and lastName to make one (its address counts as confirmed). Either way the session then acts for the company.',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: acceptInvitationBodySchema },
    responses: { 200: { description: 'You, signed in and acting for the company.', schema: meSchema } },
    errors: {
      403: 'Signed in with another address than the invited one.',
      409: 'The address has an account: sign in first (sign_in_to_accept).',
      410: 'The invitation was accepted, withdrawn or has expired.',
      422: 'The token is not an invitation’s, or a new account’s details are missing.',
    },
    async handler(ctx, { body, user }, { db, events }) {
      const joined = await acceptInvitation(db.knex, events.secretsKey(), user, body);
      if (user) await actForCompany(ctx, db.knex, joined.companyId);
      else await startSession(ctx, db.knex, joined.user, requestOrigin(ctx), joined.companyId);
      const membership = await requireMembership(db.knex, joined.user, joined.companyId);
      ctx.body = toMe(joined.user, {
        role: actingRole(joined.user.role, membership.kind),
        companyId: joined.companyId,
        companyRole: membership.role,
      });
    },
  }),
];
