import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { invalidField } from '../platform/errors/index.ts';
import { attachmentStorageName } from './file-storage.ts';
import { ATTACHMENTS_URL_PREFIX } from './upload-types.contract.ts';

/**
 * Attaches files the sender uploaded to a record of theirs (422 naming the first that is not
 * theirs): from then on they are kept, and the sweep of unused uploads passes them by.
 */
export async function attachUploads(
  db: Knex,
  sender: AuthUser,
  attachments: readonly { url: string }[],
  fieldOf: (index: number) => string = (index) => `attachments.${index}.url`,
): Promise<void> {
  if (attachments.length === 0) return;
  const names = attachments.map(
    (attachment) => attachmentStorageName(attachment.url.slice(ATTACHMENTS_URL_PREFIX.length)) ?? '',
  );
  const owned = await db('uploads').where({ userId: sender.id }).whereIn('name', names).distinct('name');
  const ownedNames = new Set(owned.map((row: { name: string }) => row.name));
  const missing = names.findIndex((name) => !ownedNames.has(name));
  if (missing >= 0) throw invalidField(fieldOf(missing), 'is not a file you uploaded');
  await db('uploads').whereIn('name', names).whereNull('attachedAt').update({ attachedAt: db.fn.now() });
}

/**
 * Whether `user` may read the attachment stored as `storageName` (its address's `name`): the person
 * who uploaded it, the two parties of a conversation where it was sent, and the two firms of a
 * dispute whose evidence it is (and administrators, who decide disputes). Anyone else is told
 * there is no such file.
 */
export async function mayReadAttachment(
  db: Knex,
  user: AuthUser,
  name: string,
  storageName: string,
): Promise<boolean> {
  const sentIn = JSON.stringify([{ url: ATTACHMENTS_URL_PREFIX + name }]);
  // The conversation's parties and the dispute's are their owners' to say (trade's and settlement's functions).
  const { rows } = await db.raw(
    `SELECT EXISTS (SELECT 1 FROM uploads WHERE name = :storageName AND user_id = :userId)
         OR conversation_attachment_reader(:userId, :sentIn::jsonb)
         OR dispute_attachment_reader(:companyId, :isAdmin, :sentIn::jsonb) AS allowed`,
    { storageName, userId: user.id, companyId: user.companyId, isAdmin: user.role === 'admin', sentIn },
  );
  return (rows as { allowed: boolean }[])[0]?.allowed === true;
}
