import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { DOCUMENTS_URL_PREFIX } from './upload-types.contract.ts';

/**
 * Whether `user` may read the document stored as `storageName` (its address's `name`): the person
 * who uploaded it, and the two parties of a conversation where it was sent. Anyone else is told
 * there is no such file.
 */
export async function mayReadDocument(
  db: Knex,
  user: AuthUser,
  name: string,
  storageName: string,
): Promise<boolean> {
  const sentIn = JSON.stringify([{ url: DOCUMENTS_URL_PREFIX + name }]);
  const { rows } = await db.raw(
    `SELECT EXISTS (SELECT 1 FROM uploads WHERE name = :storageName AND user_id = :userId)
         OR EXISTS (SELECT 1 FROM messages
                      JOIN conversations ON conversations.id = messages.conversation_id
                     WHERE messages.attachments @> :sentIn::jsonb
                       AND :userId IN (conversations.buyer_id, conversations.vendor_id)) AS allowed`,
    { storageName, userId: user.id, sentIn },
  );
  return (rows as { allowed: boolean }[])[0]?.allowed === true;
}
