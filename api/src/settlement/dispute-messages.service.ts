import type { Knex } from 'knex';
import { attachUploads } from '../media/index.ts';
import { recordEvent } from '../notifications/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { checkWindowQuota } from '../platform/database/window-count.ts';
import type { Dispute, DisputeMessageBody } from './settlement.contract.ts';
import { conflict, sideOf, findDispute, getDispute } from './dispute-records.ts';

export async function addMessage(
  trx: Knex,
  disputeId: number,
  side: Dispute['messages'][number]['side'],
  authorId: string | null,
  body: string,
  attachments: readonly { url: string; name: string }[] = [],
): Promise<void> {
  await trx('disputeMessages').insert({
    disputeId,
    side,
    authorId,
    body,
    attachments: JSON.stringify(attachments),
  });
}

/** Each message emails the other side: this many an hour from one person, in all their disputes. */
export const DISPUTE_MESSAGES_PER_HOUR = 30;

async function checkDisputeMessageRate(trx: Knex.Transaction, author: AuthUser): Promise<void> {
  await lockUntilCommit(trx, `dispute messages ${author.id}`);
  await checkWindowQuota(
    trx('disputeMessages').where({ authorId: author.id }),
    'createdAt',
    { windowMs: 60 * 60 * 1000, most: DISPUTE_MESSAGES_PER_HOUR, now: new Date() },
    (retryAfter) => ({
      code: 'too_many_dispute_messages',
      detail: `You have written ${DISPUTE_MESSAGES_PER_HOUR} messages in disputes in the last hour, the most an hour takes. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    }),
  );
}

/** A message in the dispute's thread, with evidence: from either firm or an administrator. */
export async function addDisputeMessage(
  db: Knex,
  actor: AuthUser,
  id: number,
  body: DisputeMessageBody,
): Promise<Dispute> {
  const dispute = await findDispute(db, actor, id);
  if (dispute.status === 'resolved')
    throw conflict('dispute_resolved', 'This dispute is resolved: its thread is closed.');
  await attachUploads(db, actor, body.attachments);
  await db.transaction(async (trx) => {
    await checkDisputeMessageRate(trx, actor);
    await addMessage(trx, id, sideOf(actor, dispute)!, actor.id, body.body, body.attachments);
    await recordEvent(trx, 'dispute.message_added', {
      disputeId: id,
      orderId: dispute.orderId,
      side: sideOf(actor, dispute),
    });
  });
  return getDispute(db, actor, id);
}
