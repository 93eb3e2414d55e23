import { auditEventListSchema, auditListQuerySchema } from './audit.contract.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { listAuditEvents } from './audit.service.ts';

export const auditRoutes = [
  definePagedRoute({
    path: '/audit-events',
    operationId: 'listAuditEvents',
    summary: 'The audit trail (administrators)',
    description:
      'Who verified or unverified a vendor, created, changed or revoked an API key, placed an order or moved it, and when: newest first.',
    tag: 'Operations',
    access: ['admin'],
    permission: 'admin:all',
    query: auditListQuerySchema,
    page: {
      description: 'A page of events.',
      schema: auditEventListSchema,
      total: 'Events matching in all.',
    },
    list: ({ query }, { db }) => listAuditEvents(db.knex, query),
  }),
];
