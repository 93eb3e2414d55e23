import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { checkWindowQuota } from '../platform/database/window-count.ts';
import { tooManyRequests } from '../platform/errors/index.ts';
import { RFQ_LIMITS } from './trade-values.contract.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Refuses (429, with when to try again) a request for quotation past the buyer's quotas: open
 * requests at once, and requests in 24 hours. In `trx`, under a lock of the buyer's until it
 * commits, so requests sent at once cannot all pass one count.
 */
export async function checkRequestQuotas(trx: Knex.Transaction, buyer: AuthUser, now: Date): Promise<void> {
  await lockUntilCommit(trx, `rfq quotas ${buyer.companyId}`);
  const open = (await trx('rfqs')
    .where({ buyerId: buyer.companyId, status: 'open' })
    .andWhere('expiresAt', '>', now)
    .count({ count: '*' })
    .min({ soonest: 'expiresAt' })
    .first()) as { count: string | number; soonest: Date | string | null };
  if (Number(open.count) >= RFQ_LIMITS.maxOpenRequests && open.soonest) {
    throw tooManyRequests(
      'too_many_open_requests',
      `You have ${RFQ_LIMITS.maxOpenRequests} requests for quotation open, the most at once. Award, cancel or let one close before posting another.`,
      (new Date(open.soonest).getTime() - now.getTime()) / 1000,
    );
  }
  await checkWindowQuota(
    trx('rfqs').where({ buyerId: buyer.companyId }),
    'createdAt',
    { windowMs: DAY_MS, most: RFQ_LIMITS.maxRequestsPerDay, now },
    (retryAfter) => ({
      code: 'too_many_requests_today',
      detail: `You have posted ${RFQ_LIMITS.maxRequestsPerDay} requests for quotation in the last 24 hours, the most a day takes. Try again in ${Math.ceil(retryAfter / 3600)} hours.`,
    }),
  );
}

/**
 * Refuses a new conversation past the buyer's day (a message in one already open is no new one).
 * The caller holds a lock of the buyer's until `trx` commits.
 */
export async function checkNewConversationQuota(
  trx: Knex.Transaction,
  buyer: AuthUser,
  now: Date,
): Promise<void> {
  await checkWindowQuota(
    trx('conversations').where({ buyerId: buyer.companyId }),
    'createdAt',
    { windowMs: DAY_MS, most: RFQ_LIMITS.maxNewConversationsPerDay, now },
    (retryAfter) => ({
      code: 'too_many_conversations',
      detail: `You have written to ${RFQ_LIMITS.maxNewConversationsPerDay} suppliers anew in the last 24 hours, the most a day takes; your open conversations still take messages. Try again in ${Math.ceil(retryAfter / 3600)} hours.`,
    }),
  );
}

/** Refuses a message past the sender's minute, in all their conversations together. */
export async function checkMessageRate(trx: Knex.Transaction, sender: AuthUser, now: Date): Promise<void> {
  await lockUntilCommit(trx, `message rate ${sender.id}`);
  await checkWindowQuota(
    trx('messages').where({ senderId: sender.id }),
    'createdAt',
    { windowMs: MINUTE_MS, most: RFQ_LIMITS.maxMessagesPerMinute, now },
    (retryAfter) => ({
      code: 'too_many_messages',
      detail: `You have sent ${RFQ_LIMITS.maxMessagesPerMinute} messages in the last minute, the most a minute takes. Try again in ${retryAfter} seconds.`,
    }),
  );
}
