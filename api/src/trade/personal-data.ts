import type { Knex } from 'knex';

/**
 * What trade holds about a person, for their data export: the requests they made for their firm,
 * the quotes they sent and the messages they wrote.
 */
export async function tradeDataOf(db: Knex, userId: string) {
  const [requests, quotes, messages] = await Promise.all([
    db('rfqs')
      .where({ buyerId: userId })
      .orderBy('createdAt')
      .select('id', 'title', 'description', 'quantity', 'unit', 'status', 'createdAt'),
    db('quotes')
      .where({ vendorId: userId })
      .orderBy('createdAt')
      .select('id', 'rfqId', 'status', 'unitPrice', 'quantity', 'notes', 'createdAt'),
    db('messages')
      .where({ senderId: userId })
      .orderBy('createdAt')
      .select('id', 'conversationId', 'body', 'createdAt'),
  ]);
  return { requests, quotes, messages };
}

/** How many of those rows can grow large (quotes and messages): what sizes an export. */
export async function tradeRowCount(db: Knex, userId: string): Promise<number> {
  const counts = await Promise.all([
    db('messages').where({ senderId: userId }).count({ count: '*' }).first(),
    db('quotes').where({ vendorId: userId }).count({ count: '*' }).first(),
  ]);
  return counts.reduce((sum, row) => sum + Number(row?.count ?? 0), 0);
}
