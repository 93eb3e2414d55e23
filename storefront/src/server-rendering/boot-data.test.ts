import { describe, expect, it } from 'vitest';
import { cacheOf, serializeBootData, type BootData } from './boot-data';

const firstPage = [{ id: 1, name: 'Cocoa beans' }];
const list = '/api/products?limit=24&offset=0';

/** A page's answers as the server's cache holds them: a paged list and its first page under its own key. */
const answers = (): BootData['data'] => ({
  '/api/categories': [{ slug: 'cash-crops' }],
  [`$inf$${list}`]: [firstPage],
  [list]: firstPage,
});

const hints: BootData['hints'] = { phone: false, tradingView: false, displayCurrency: 'USD' };

describe('a page’s boot data', () => {
  it('sends a paged list’s first page once, and the browser’s cache has it under both keys', () => {
    const sent = serializeBootData({ hints, data: answers(), errors: {} });
    expect(sent.split('Cocoa beans')).toHaveLength(2);
    const cache = cacheOf(JSON.parse(sent) as BootData);
    expect(cache.get(list)?.data).toEqual(firstPage);
    expect(cache.get(`$inf$${list}`)?.data).toEqual([firstPage]);
    expect(cache.get('/api/categories')?.data).toEqual([{ slug: 'cash-crops' }]);
  });

  it('keeps a page whose answer is not the list’s first page', () => {
    const data = { ...answers(), [list]: [{ id: 2, name: 'Other answer' }] };
    const cache = cacheOf(JSON.parse(serializeBootData({ hints, data, errors: {} })) as BootData);
    expect(cache.get(list)?.data).toEqual([{ id: 2, name: 'Other answer' }]);
  });
});
