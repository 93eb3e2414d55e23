import type { Knex } from 'knex';
import type { EventSettings } from '../platform/settings.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { holdForDigest, isCoalesced } from './email-digests.ts';
import { renderEmail } from './email-layout.ts';
import { writeEmails } from './email-sending.ts';
import type { EventEffects } from './event-effects.ts';

/**
 * Writes the emails of `effects` (rendered for each recipient, each once by its key, none of a kind
 * its recipient turned off) and enqueues their sending, in `trx`. Those of a coalesced kind wait
 * for their recipient's next email of that kind instead.
 */
export async function queueEmails(
  trx: Knex.Transaction,
  queue: JobQueue,
  settings: EventSettings,
  emails: EventEffects['emails'],
): Promise<void> {
  if (emails.length === 0) return;
  // Who each one is, accounts' to say; which kinds they turned off, ours.
  const recipients = await trx
    .from(
      trx.raw('account_identities(?::text[]) AS recipients', [
        [...new Set(emails.flatMap((email) => email.userId ?? []))],
      ]),
    )
    .leftJoin('notificationSettings', 'notificationSettings.userId', 'recipients.id')
    .select(
      'recipients.id',
      'recipients.email',
      'recipients.firstName',
      'notificationSettings.kind',
      'notificationSettings.email as wanted',
    );
  const people = new Map<string, { email: string; firstName: string | null; off: Set<string> }>();
  for (const row of recipients as {
    id: string;
    email: string;
    firstName: string | null;
    kind: string | null;
    wanted: boolean | null;
  }[]) {
    const person = people.get(row.id) ?? {
      email: row.email,
      firstName: row.firstName,
      off: new Set<string>(),
    };
    if (row.kind && row.wanted === false) person.off.add(row.kind);
    people.set(row.id, person);
  }
  const toAddresses = emails.flatMap((email) => {
    if (email.address === undefined) return [];
    const rendered = renderEmail(settings, null, email.content);
    return [
      {
        key: email.key,
        userId: null,
        toAddress: email.address,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        attachments: email.attachments ?? [],
      },
    ];
  });
  const wanted = emails.flatMap((email) => {
    if (email.userId === undefined) return [];
    const person = people.get(email.userId);
    return person && !(email.kind && person.off.has(email.kind)) ? [{ ...email, userId: email.userId }] : [];
  });
  await holdForDigest(trx, queue, settings, wanted.filter(isCoalesced));
  const toUsers = wanted.flatMap((email) => {
    const person = people.get(email.userId);
    if (!person || isCoalesced(email)) return [];
    const name = email.content.greetByName === false ? null : person.firstName;
    const rendered = renderEmail(settings, name, email.content);
    return [
      {
        key: email.key,
        userId: email.userId,
        toAddress: person.email,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        attachments: email.attachments ?? [],
      },
    ];
  });
  await writeEmails(trx, queue, [...toAddresses, ...toUsers]);
}
