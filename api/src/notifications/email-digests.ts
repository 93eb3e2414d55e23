import type { Knex } from 'knex';
import { defineJob, type JobQueue } from '../platform/jobs/job-queue.ts';
import type { EventSettings } from '../platform/settings.ts';
import { EmailDigest, EmailDigestItem } from './email-digest.model.ts';
import { renderEmail } from './email-layout.ts';
import { writeEmails } from './email-sending.ts';
import type { EmailContent, EventEffects } from './event-effects.ts';
import type { NotificationKind } from './notifications.contract.ts';

type Email = EventEffects['emails'][number];

const DAY_MS = 86_400_000;

/** Items one digest lists by name; the rest are counted. */
const LISTED_ITEMS = 20;

/**
 * The kinds that come often, each from many senders: a person gets at most one email of each in
 * every interval (the first at once, the rest together at the end of the interval), with what
 * came since the last. Their in-app notices are not held back.
 */
const COALESCED: Partial<
  Record<
    NotificationKind,
    {
      subject(count: number): string;
      action: EmailContent['action'];
      /** The interval: the digest setting's unless given. */
      intervalMs?: number;
    }
  >
> = {
  saved_search_matched: {
    subject: (count) => `${count} alerts from your saved searches`,
    action: { label: 'See your saved searches', path: '/saved-searches' },
    intervalMs: DAY_MS,
  },
  rfq_posted: {
    subject: (count) => `${count} new requests for quotation you can answer`,
    action: { label: 'See the requests', path: '/vendor/rfqs' },
  },
  message_received: {
    subject: (count) => `${count} new messages`,
    action: { label: 'Read your messages', path: '/messages' },
  },
};

export const isCoalesced = (email: Email): boolean => email.kind !== undefined && email.kind in COALESCED;

/**
 * Keeps emails of coalesced kinds as items of their recipients' next digests, each once by its key,
 * and makes sure a digest job is on its way for each person and kind: at once when none went in
 * the last interval, else at the interval's end. In `trx`.
 */
export async function holdForDigest(
  trx: Knex.Transaction,
  queue: JobQueue,
  settings: EventSettings,
  emails: Email[],
): Promise<void> {
  if (emails.length === 0) return;
  const held: { userId: string; kind: NotificationKind }[] = await trx('emailDigestItems')
    .insert(
      emails.map((email) => ({
        key: email.key,
        userId: email.userId,
        kind: email.kind,
        content: JSON.stringify(email.content),
      })),
    )
    .onConflict('key')
    .ignore()
    .returning(['userId', 'kind']);
  const waiting = new Map(held.map((item) => [`${item.userId} ${item.kind}`, item]));
  for (const { userId, kind } of waiting.values()) {
    await trx('emailDigests').insert({ userId, kind }).onConflict(['userId', 'kind']).ignore();
    const digest = await EmailDigest.query(trx).findById([userId, kind]).forUpdate();
    // A job is already waiting: it will take this item too.
    if (!digest || digest.dueAt) continue;
    const now = Date.now();
    const interval = COALESCED[kind]?.intervalMs ?? settings.emailDigestIntervalMs;
    const dueAt = Math.max(now, (digest.lastSentAt?.getTime() ?? 0) + interval);
    await EmailDigest.query(trx)
      .findById([userId, kind])
      .patch({ dueAt: new Date(dueAt) });
    await queue.send(trx, sendDigestJob, { userId, kind }, { startAfterSeconds: (dueAt - now) / 1000 });
  }
}

/** What a person is told of several items: how many, and each one's subject and first lines. */
function digestContent(
  kind: NotificationKind,
  items: EmailContent[],
  settings: Pick<EventSettings, 'publicUrl'>,
): EmailContent {
  const digest = COALESCED[kind]!;
  const listed = items.slice(0, LISTED_ITEMS).map((item) => {
    const first = item.paragraphs[0] ?? '';
    const preview = first.length > 200 ? `${first.slice(0, 199)}…` : first;
    const url = new URL(item.action.path, `${settings.publicUrl}/`).toString();
    return [item.subject, preview, url].filter(Boolean).join('\n');
  });
  const more = items.length - listed.length;
  return {
    subject: digest.subject(items.length),
    paragraphs: [...listed, ...(more > 0 ? [`And ${more} more.`] : [])],
    action: digest.action,
    unsubscribePath: items[0]?.unsubscribePath,
  };
}

/**
 * Sends a person the items of one kind that came since their last email of it: the item's own
 * email when there is one, a digest when there are several. Safe to run twice: items are marked
 * emailed with the email that carried them, under the digest row's lock.
 */
export const sendDigestJob = defineJob<{ userId: string; kind: NotificationKind }>({
  name: 'emails.digest',
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  async run({ userId, kind }, { db, queue, settings }) {
    await db.transaction(async (trx) => {
      const digest = await EmailDigest.query(trx).findById([userId, kind]).forUpdate();
      if (!digest) return;
      const items = await EmailDigestItem.query(trx)
        .where({ userId, kind })
        .whereNull('emailedAt')
        .orderBy('id');
      const person = await trx
        .from(trx.raw('account_identities(?::text[]) AS recipients', [[userId]]))
        .leftJoin('notificationSettings', (join) =>
          join.on('notificationSettings.userId', 'recipients.id').andOnVal('notificationSettings.kind', kind),
        )
        .first('recipients.email', 'recipients.firstName', 'notificationSettings.email as wanted');
      const contents = items.map((item) => item.content as EmailContent);
      // Turned off since: the items are dropped, not sent later.
      if (items.length > 0 && person && person.wanted !== false) {
        const content = contents.length === 1 ? contents[0]! : digestContent(kind, contents, settings);
        const rendered = renderEmail(settings, person.firstName, content);
        await writeEmails(trx, queue, [
          {
            key: contents.length === 1 ? items[0]!.key : `digest:${userId}:${kind}:${items[0]!.id}`,
            userId,
            toAddress: person.email,
            subject: rendered.subject,
            textBody: rendered.text,
            htmlBody: rendered.html,
          },
        ]);
      }
      const now = new Date();
      await EmailDigestItem.query(trx)
        .whereIn(
          'id',
          items.map((item) => item.id),
        )
        .patch({ emailedAt: now });
      await EmailDigest.query(trx)
        .findById([userId, kind])
        .patch({ dueAt: null, ...(items.length > 0 ? { lastSentAt: now } : {}) });
    });
  },
});
