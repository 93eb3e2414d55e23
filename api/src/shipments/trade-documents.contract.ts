import { z } from 'zod';
import { integerIdSchema, textSchema, timestampSchema } from '../platform/common.contract.ts';
import {
  CHECKLIST_STATES,
  REQUESTABLE_TRADE_DOCUMENTS,
  REVIEW_DECISIONS,
  TRADE_DOCUMENT_STATUSES,
  TRADE_DOCUMENT_TYPES,
} from '../catalogue/trade-document-values.contract.ts';

export const tradeDocumentPathSchema = z.object({ id: integerIdSchema });

const typeSchema = z.enum(TRADE_DOCUMENT_TYPES, {
  error: `must be one of ${TRADE_DOCUMENT_TYPES.join(', ')}`,
});

/** The form fields sent beside the file. */
export const tradeDocumentFieldsSchema = z.object({
  type: typeSchema.meta({ description: 'Which line of the order’s checklist the file is.' }),
});

export const reviewTradeDocumentBodySchema = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS, { error: `must be ${REVIEW_DECISIONS.join(' or ')}` }),
    reason: textSchema(500)
      .pipe(z.string().min(1, 'must say why'))
      .optional()
      .meta({ description: 'Why it is rejected: required to reject, shown to the supplier.' }),
  })
  .refine((body) => body.decision !== 'reject' || body.reason !== undefined, {
    path: ['reason'],
    message: 'is required to reject a document: say what is wrong, so the supplier can correct it',
  });
export type ReviewTradeDocumentBody = z.output<typeof reviewTradeDocumentBodySchema>;

export const requestTradeDocumentBodySchema = z
  .strictObject({
    type: z.enum(REQUESTABLE_TRADE_DOCUMENTS, {
      error: `must be one of ${REQUESTABLE_TRADE_DOCUMENTS.join(', ')}: the deal’s other documents are on the checklist already`,
    }),
    inspector: textSchema(120)
      .pipe(z.string().min(2, 'must name the inspection company'))
      .optional()
      .meta({ description: 'The inspection company named to certify the goods.', example: 'SGS' }),
  })
  .refine((body) => body.type !== 'inspection_certificate' || body.inspector !== undefined, {
    path: ['inspector'],
    message: 'is required for an inspection certificate: name the inspection company, such as SGS',
  });
export type RequestTradeDocumentBody = z.output<typeof requestTradeDocumentBodySchema>;

export const tradeDocumentSchema = z
  .object({
    id: z.number().int(),
    type: typeSchema,
    version: z.number().int().meta({ description: 'The first upload of its type is 1.' }),
    fileName: z.string().meta({ example: 'BL-MEDUSS123456.pdf' }),
    url: z.string().meta({ description: 'Where its file is downloaded (the order’s two firms only).' }),
    bytes: z.number().int(),
    uploadedAt: timestampSchema,
    status: z.enum(TRADE_DOCUMENT_STATUSES).meta({
      description:
        'submitted: awaiting the buyer’s review; superseded: a later version replaced it unreviewed.',
    }),
    reviewedAt: timestampSchema.nullable(),
    reason: z.string().nullable().meta({ description: 'Why the buyer rejected it.' }),
  })
  .meta({ id: 'TradeDocument' });
export type TradeDocument = z.infer<typeof tradeDocumentSchema>;

export const checklistLineSchema = z
  .object({
    type: typeSchema,
    title: z.string().meta({ example: 'Bill of lading' }),
    why: z.string().meta({ example: 'A lot travels by sea' }),
    state: z.enum(CHECKLIST_STATES),
    issuedAs: z.string().nullable().meta({
      description:
        'The commercial invoice: the number of the invoice RawEx issued (at GET /api/orders/{id}/documents).',
      example: 'INV-2026-000012',
    }),
    versions: z
      .array(tradeDocumentSchema)
      .meta({ description: 'Every upload of this type, the latest last.' }),
  })
  .meta({ id: 'TradeDocumentChecklistLine' });
export type ChecklistLine = z.infer<typeof checklistLineSchema>;

export const tradeDocumentChecklistSchema = z
  .object({
    orderId: z.number().int(),
    lines: z.array(checklistLineSchema),
    presentedAt: timestampSchema.nullable().meta({
      description: 'When every line was first presented (uploaded, or issued by RawEx).',
    }),
    acceptedAt: timestampSchema
      .nullable()
      .meta({ description: 'When the buyer had first accepted every line.' }),
    missing: z
      .array(typeSchema)
      .meta({ description: 'The lines still to be presented, or presented again.' }),
  })
  .meta({ id: 'TradeDocumentChecklist' });
export type TradeDocumentChecklist = z.infer<typeof tradeDocumentChecklistSchema>;
