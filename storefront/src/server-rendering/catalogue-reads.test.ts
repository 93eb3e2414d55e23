import { describe, expect, it } from 'vitest';
import { catalogueReadsOf, SESSION, viewedProductsOf } from './catalogue-reads';

describe('a page made of the catalogue alone', () => {
  const { isCatalogueOnly } = catalogueReadsOf([
    '/api/products',
    '/api/products/:id',
    '/api/categories/:slug/statistics',
  ]);
  const answers = {
    [SESSION]: null,
    '/api/products?limit=24&offset=0': [],
    '/api/products/7': { id: 7 },
    '$inf$/api/products?cursor=a': [],
    '/api/categories/metals/statistics': {},
  };

  it('is one whose every answer came from the API’s catalogue reads, for a visitor nobody signed in', () => {
    expect(isCatalogueOnly(answers, Object.keys(answers))).toBe(true);
    expect(viewedProductsOf(Object.keys(answers))).toEqual([7]);
  });

  it('is not one that read anything else, a signed-in visitor, or an answer that did not come', () => {
    expect(isCatalogueOnly({ ...answers, '/api/cart': [] }, [...Object.keys(answers), '/api/cart'])).toBe(
      false,
    );
    expect(isCatalogueOnly({ ...answers, [SESSION]: { user: { id: 'u1' } } }, Object.keys(answers))).toBe(
      false,
    );
    expect(isCatalogueOnly(answers, [...Object.keys(answers), '/api/products/8'])).toBe(false);
    expect(isCatalogueOnly(answers, ['/api/products/7/reviews'])).toBe(false);
  });

  it('is none at all when the renderer was given no catalogue reads', () => {
    expect(catalogueReadsOf().isCatalogueOnly(answers, Object.keys(answers))).toBe(false);
  });
});
