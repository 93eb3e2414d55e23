import type { Knex } from 'knex';
import { demoRequests } from '@rawex/fixtures/trade';
import type { UserFixture } from '@rawex/fixtures';

const DAY_MS = 86_400_000;

/**
 * The demo's requests for quotation, their competing quotes and a conversation or two, from the
 * demo buyers to the demo suppliers of each category. Once: nothing is added to a database that
 * has requests already.
 */
export async function seedTrade(
  trx: Knex.Transaction,
  buyers: readonly UserFixture[],
  now = new Date(),
): Promise<number> {
  if (await trx('rfqs').first('id')) return 0;
  // A database from before payment plans (as the companies migration's test seeds) takes quotes without one.
  const planned = await trx.schema.hasColumn('quotes', 'payment_plan');
  // … and from before currencies, without one.
  const priced = await trx.schema.hasColumn('rfqs', 'currency');
  // … and from before named places.
  const placed = await trx.schema.hasColumn('rfqs', 'incoterm_place');
  let added = 0;
  for (const [index, demo] of demoRequests.entries()) {
    const buyer = buyers[index % buyers.length];
    const category = await trx('categories').where({ slug: demo.category }).first('id');
    if (!buyer || !category) continue;
    const createdAt = new Date(now.getTime() - (index + 1) * DAY_MS);
    const [rfq] = await trx('rfqs')
      .insert({
        buyerId: buyer.id,
        categoryId: category.id,
        title: demo.title,
        description: demo.description,
        quantity: demo.quantity,
        unit: demo.unit,
        targetPrice: demo.targetPrice ?? null,
        // A target price is in the buying firm's currency.
        ...(priced ? { currency: trx.raw('(SELECT currency FROM firm_terms(?))', [buyer.id]) } : {}),
        incoterm: demo.incoterm,
        ...(placed
          ? { incotermPlace: demo.incotermPlace, incotermPlaceCode: demo.incotermPlaceCode ?? null }
          : {}),
        destination: demo.destination,
        expiresAt: new Date(now.getTime() + demo.daysOpen * DAY_MS),
        createdAt,
      })
      .returning('id');
    added += 1;
    // One product each from the category's first suppliers (its sub-categories included).
    const offers: { id: number; vendorId: string; price: string; currency?: string }[] = await trx
      .select('offer.*')
      .from(
        trx('products')
          .join('categories', 'categories.id', 'products.categoryId')
          .where((where) =>
            where.where('categories.id', category.id).orWhere('categories.parentId', category.id),
          )
          .andWhere('products.isActive', true)
          .distinctOn('products.vendorId')
          .select(
            'products.id',
            'products.vendorId',
            'products.price',
            ...(priced ? ['products.currency'] : []),
          )
          .orderBy(['products.vendorId', 'products.id'])
          .as('offer'),
      )
      .limit(demo.quotes.length);
    for (const [position, terms] of demo.quotes.entries()) {
      const offer = offers[position];
      if (!offer) break;
      const unitPrice = (Number(offer.price) * terms.priceShare).toFixed(2);
      const fields = {
        unitPrice,
        ...(priced ? { currency: offer.currency } : {}),
        quantity: demo.quantity,
        validUntil: new Date(now.getTime() + (demo.daysOpen + 7) * DAY_MS),
        leadTimeDays: terms.leadTimeDays,
        incoterm: terms.incoterm,
        ...(placed
          ? terms.incoterm === demo.incoterm
            ? { incotermPlace: demo.incotermPlace, incotermPlaceCode: demo.incotermPlaceCode ?? null }
            : { incotermPlace: terms.incotermPlace }
          : {}),
        ...(planned && terms.paymentPlan ? { paymentPlan: JSON.stringify(terms.paymentPlan) } : {}),
      };
      const [quote] = await trx('quotes')
        .insert({ rfqId: rfq.id, vendorId: offer.vendorId, productId: offer.id, ...fields })
        .returning('id');
      await trx('quoteVersions').insert({ quoteId: quote.id, version: 1, ...fields });
    }
    const talkedTo = offers[0]?.vendorId;
    if (demo.conversation && talkedTo) {
      const opened = new Date(createdAt.getTime() + 3_600_000);
      const answered = demo.conversation.answer ? new Date(opened.getTime() + 2 * 3_600_000) : null;
      const [conversation] = await trx('conversations')
        .insert({
          buyerId: buyer.id,
          vendorId: talkedTo,
          rfqId: rfq.id,
          createdAt: opened,
          lastMessageAt: answered ?? opened,
          firstReplyAt: answered,
          vendorUnread: answered ? 0 : 1,
          buyerUnread: answered ? 1 : 0,
        })
        .returning('id');
      const messages = [
        {
          conversationId: conversation.id,
          senderId: buyer.id,
          body: demo.conversation.question,
          createdAt: opened,
        },
        ...(answered
          ? [
              {
                conversationId: conversation.id,
                senderId: talkedTo,
                body: demo.conversation.answer!,
                createdAt: answered,
              },
            ]
          : []),
      ];
      const written: { id: number }[] = await trx('messages').insert(messages).returning('id');
      await trx('conversations')
        .where({ id: conversation.id })
        .update({ lastMessageId: written.at(-1)!.id });
    }
  }
  return added;
}
