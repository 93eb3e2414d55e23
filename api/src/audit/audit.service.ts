import type { Knex } from 'knex';
import type { AuditAction, AuditEvent, AuditListQuery } from './audit.contract.ts';
import type { AuthUser } from '../platform/actor.ts';
import type { ListPage } from '../platform/common.contract.ts';

/** Records who did what to what; called in the transaction that does it, so both happen or neither. */
export async function recordAudit(
  db: Knex,
  actor: Pick<AuthUser, 'id'>,
  action: AuditAction,
  subject: AuditEvent['subject'],
  details: Record<string, unknown> = {},
): Promise<void> {
  await db('auditEvents').insert({
    actorId: actor.id,
    action,
    subjectType: subject.type,
    subjectId: subject.id,
    details: JSON.stringify(details),
  });
}

interface AuditRow {
  id: string;
  at: Date;
  action: AuditAction;
  subjectType: AuditEvent['subject']['type'];
  subjectId: string;
  details: Record<string, unknown>;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: NonNullable<AuditEvent['actor']>['role'] | null;
  total: string;
}

/** The audit trail newest first, a page at a time, with how many events match in all. */
export async function listAuditEvents(db: Knex, query: AuditListQuery): Promise<ListPage<AuditEvent>> {
  const rows: AuditRow[] = await db('auditTrail as event')
    // Who the actor is, accounts' to say.
    .joinRaw('LEFT JOIN LATERAL account_identities(ARRAY[event.actor_id]) AS actor ON true')
    .modify((builder) => {
      if (query.action) builder.where('event.action', query.action);
      if (query.actorId) builder.where('event.actorId', query.actorId);
    })
    .select(
      'event.id',
      'event.at',
      'event.action',
      'event.subjectType',
      'event.subjectId',
      'event.details',
      'actor.id as actorId',
      'actor.email as actorEmail',
      'actor.role as actorRole',
      db.raw('count(*) OVER () AS total'),
    )
    .orderBy([
      { column: 'event.at', order: 'desc' },
      { column: 'event.id', order: 'desc' },
    ])
    .limit(query.limit)
    .offset(query.offset);
  const events = rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actorId ? { id: row.actorId, email: row.actorEmail!, role: row.actorRole! } : null,
    action: row.action,
    subject: { type: row.subjectType, id: row.subjectId },
    details: row.details,
  }));
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { items: events, total };
}
