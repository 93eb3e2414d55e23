import type { ConstraintMessages } from '../platform/errors/index.ts';

/** What each named constraint of the auction tables means to a person. */
export const constraintMessages: ConstraintMessages = {
  auctions_category_id_fkey: {
    field: 'categoryId',
    message: 'is not a category (GET /api/categories lists them)',
  },
};
