import { z } from 'zod';
import { textSchema } from '../platform/common.contract.ts';
import { isAttachmentUrl } from './upload-types.contract.ts';

/** A private attachment sent with a message: a conversation's, or a dispute's evidence. */
export const attachmentSchema = z
  .object({
    url: z.string().meta({
      description:
        'The /api/documents/… address POST /api/upload/document gave; only the parties who see the message download it.',
    }),
    name: z.string().meta({ description: 'The file’s name as shown.' }),
  })
  .meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof attachmentSchema>;

/** The files a message sends: the sender's own uploads, at most `max` of them. */
export const attachmentsBodySchema = (max: number) =>
  z
    .array(
      z.strictObject({
        url: z
          .string()
          .refine(isAttachmentUrl, 'must be an /api/documents/… address from POST /api/upload/document'),
        name: textSchema(200).pipe(z.string().min(1, 'is required')),
      }),
      { error: 'must be a list of {url, name}' },
    )
    .max(max, `can hold at most ${max} files`)
    .default([]);
