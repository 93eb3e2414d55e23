import type { Knex } from 'knex';

/**
 * Documents sent in conversations are served to the two parties only, at /api/documents/: the
 * messages sent before keep their files (stored under their content name) at the new address.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE messages
     SET attachments = (
       SELECT jsonb_agg(
                CASE WHEN attachment->>'url' LIKE '/uploads/%'
                     THEN jsonb_set(attachment, '{url}',
                            to_jsonb('/api/documents/' || substr(attachment->>'url', length('/uploads/') + 1)))
                     ELSE attachment END
                ORDER BY position)
         FROM jsonb_array_elements(attachments) WITH ORDINALITY AS listed (attachment, position))
   WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(attachments) AS listed (attachment)
                  WHERE attachment->>'url' LIKE '/uploads/%')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE messages
     SET attachments = (
       SELECT jsonb_agg(
                CASE WHEN attachment->>'url' ~ '^/api/documents/[a-f0-9]{64}[.]'
                     THEN jsonb_set(attachment, '{url}',
                            to_jsonb('/uploads/' || substr(attachment->>'url', length('/api/documents/') + 1)))
                     ELSE attachment END
                ORDER BY position)
         FROM jsonb_array_elements(attachments) WITH ORDINALITY AS listed (attachment, position))
   WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(attachments) AS listed (attachment)
                  WHERE attachment->>'url' ~ '^/api/documents/[a-f0-9]{64}[.]')`);
}
