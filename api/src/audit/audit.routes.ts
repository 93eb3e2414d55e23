import { auditEventListSchema, auditListQuerySchema } from './audit.contract.ts';
import { pageHeadersDoc, setPageHeaders } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { listAuditEvents } from './audit.service.ts';

export const auditRoutes = [
  defineRoute({
    method: 'get',
    path: '/audit-events',
    operationId: 'listAuditEvents',
    summary: 'The audit trail (administrators)',
    description:
      'Who verified or unverified a vendor, created, changed or revoked an API key, placed an order or moved it, and when: newest first.',
    tag: 'Operations',
    access: ['admin'],
    permission: 'admin:all',
    query: auditListQuerySchema,
    responses: {
      200: {
        description: 'A page of events.',
        schema: auditEventListSchema,
        headers: pageHeadersDoc('Events matching in all.'),
      },
    },
    async handler(ctx, { query }, { db }) {
      const { events, total } = await listAuditEvents(db.knex, query);
      setPageHeaders(ctx, query, total);
      ctx.body = events;
    },
  }),
];
