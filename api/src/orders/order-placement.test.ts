import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiSource = path.resolve(import.meta.dirname, '..');
const writesOrders = [
  /INSERT\s+INTO\s+(orders|order_items)\b/i,
  /\(\s*['"](orders|orderItems|order_items)['"]\s*\)\s*\.\s*insert\b/,
  /\b(Order|OrderItem)\.query\([^)]*\)\s*\.\s*insert/,
];

describe('placing orders', () => {
  it('writes orders and their lines in one place: sql/place_orders.sql', async () => {
    const writers: string[] = [];
    for (const file of await readdir(apiSource, { recursive: true })) {
      if (!/\.(ts|sql)$/.test(file) || file.endsWith('.test.ts')) continue;
      // Migrations are history: what they once wrote is replaced by the routines in sql/.
      if (file.split(path.sep).includes('migrations')) continue;
      const text = await readFile(path.join(apiSource, file), 'utf8');
      if (writesOrders.some((pattern) => pattern.test(text))) writers.push(file);
    }
    expect(writers).toEqual(['orders/sql/place_orders.sql']);
  });
});
