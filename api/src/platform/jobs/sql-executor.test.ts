import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/index.ts';
import { sqlExecutor } from './sql-executor.ts';

describe('the job queue’s SQL on knex', () => {
  it('runs pg-boss’s statements, and lets a late one after the database closed go quietly', async () => {
    const db = await createTestDatabase();
    const executor = sqlExecutor(db.knex);
    expect(await executor.executeSql('SELECT $1::int AS answer', [42])).toMatchObject({
      rows: [{ answer: 42 }],
    });
    await db.close();
    // What pg-boss does not await (a job's completion) must not become an unhandled rejection.
    await expect(executor.executeSql('SELECT 1', [])).resolves.toEqual({ rows: [] });
    // A command's answer, which pg-boss reads as the number of jobs it changed: none.
    await expect(
      executor.executeSql('WITH results AS (SELECT 1) SELECT COUNT(*) FROM results', []),
    ).resolves.toEqual({ rows: [{ count: 0 }] });
  });
});
