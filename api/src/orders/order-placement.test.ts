import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiSource = path.resolve(import.meta.dirname, '..');
const writesOrders = [
  /INSERT\s+INTO\s+(orders|order_items)\b/i,
  /\(\s*['"](orders|orderItems|order_items)['"]\s*\)\s*\.\s*insert\b/,
  /\b(Order|OrderItem)\.query\([^)]*\)\s*\.\s*insert/,
];

const movesOrders = [
  /UPDATE\s+orders\s+SET\s+status\b/i,
  /INSERT\s+INTO\s+order_status_changes\b/i,
  /\(\s*['"](orderStatusChanges|order_status_changes)['"]\s*\)\s*\.\s*insert\b/,
  /relatedQuery\(\s*['"]statusChanges['"]/,
  /\b(Order|OrderRecord)\.query\([^)]*\)[^;]*\.patch\(\s*\{\s*status\b/,
];

/** The API's source files (not tests, not migrations: history) in which `patterns` find something. */
async function filesWriting(patterns: RegExp[]): Promise<string[]> {
  const writers: string[] = [];
  for (const file of await readdir(apiSource, { recursive: true })) {
    if (!/\.(ts|sql)$/.test(file) || file.endsWith('.test.ts')) continue;
    // Migrations are history: what they once wrote is replaced by the routines in sql/.
    if (file.split(path.sep).includes('migrations')) continue;
    const text = await readFile(path.join(apiSource, file), 'utf8');
    if (patterns.some((pattern) => pattern.test(text))) writers.push(file);
  }
  return writers.sort();
}

describe('placing orders', () => {
  it('writes orders and their lines in one place: sql/place_orders.sql', async () => {
    expect(await filesWriting(writesOrders)).toEqual(['orders/sql/place_orders.sql']);
  });

  it('moves orders in one place: moveOrder, which the jobs call too (placing records the first status)', async () => {
    expect(await filesWriting(movesOrders)).toEqual([
      'orders/orders.service.ts',
      'orders/sql/place_orders.sql',
    ]);
  });
});
