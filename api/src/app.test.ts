import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryListSchema, healthSchema, problemSchema } from './contracts.ts';
import type { Database } from './platform/database/database.ts';
import { migrateToLatest } from './schema.ts';
import { createLogger } from './platform/logger.ts';
import { Category } from './models.ts';
import { startServer, type RunningServer } from './server.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { sweepUnusedUploadsJob } from './media/upload-sweep.job.ts';
import { createDiskStorage } from './media/disk-storage.ts';
import { createTestDatabase } from './testing/index.ts';

describe('the API', () => {
  let db: Database;
  let server: RunningServer;
  let uploads: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    uploads = await mkdtemp(path.join(tmpdir(), 'rawex-uploads-'));
    const storage = createDiskStorage(uploads);
    server = await startServer({ db, storage, logger: createLogger({ level: 'silent' }) }, { port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const get = (pathname: string, init?: RequestInit) => fetch(server.url + pathname, init);

  it('reports pending migrations on /api/health, then ok once migrated', async () => {
    const before = healthSchema.parse(await (await get('/api/health')).json());
    expect(before.status).toBe('migrations_pending');
    expect(before.database.migrations.pending.length).toBeGreaterThan(0);

    await migrateToLatest(db.knex);
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    const after = healthSchema.parse(await response.json());
    expect(after).toMatchObject({ status: 'ok', database: { kind: db.kind, migrations: { pending: [] } } });
    expect(after.database.migrations.applied).toBe(before.database.migrations.pending.length);
    expect(after.database.migrations.latest).toBe(before.database.migrations.pending.at(-1));
  });

  it('reports on /api/health the media storage, no replica, and the job queue’s backlog', async () => {
    await migrateToLatest(db.knex);
    const idle = healthSchema.parse(await (await get('/api/health')).json());
    expect(idle).toMatchObject({ replica: null, storage: { kind: 'disk', status: 'ok' } });
    await createJobQueue(db.knex).send(db.knex, sweepUnusedUploadsJob, {});
    const busy = healthSchema.parse(await (await get('/api/health')).json());
    expect(busy.queue!.backlog).toBe(idle.queue!.backlog + 1);
    expect(busy.queue!.failed).toBe(0);
  });

  it('answers /api/health/ready 200 while serving, and 503 once stopping', async () => {
    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');

    const stopping = createApp({
      db,
      storage: createDiskStorage(uploads),
      logger: createLogger({ level: 'silent' }),
      queue: createJobQueue(db.knex),
      events: loadConfig({}).events,
      lifecycle: { stopping: true },
    });
    const listening = stopping.listen(0, '127.0.0.1');
    await once(listening, 'listening');
    try {
      const { port } = listening.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'stopping' });
    } finally {
      listening.close();
    }
  });

  it('lists categories on /api/categories, top level first', async () => {
    const cashCrops = await Category.query(db.knex).insertAndFetch({
      name: 'Cash Crops',
      slug: 'cash-crops',
      icon: 'wheat',
    });
    await Category.query(db.knex).insert({
      name: 'Foods',
      slug: 'foods',
      icon: 'wheat',
      parentId: cashCrops.id,
    });

    const response = await get('/api/categories');
    expect(response.status).toBe(200);
    const categories = categoryListSchema.parse(await response.json());
    expect(categories.map((category) => [category.slug, category.parentId])).toEqual([
      ['cash-crops', null],
      ['foods', cashCrops.id],
    ]);
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(problemSchema.parse(await response.json())).toMatchObject({
      status: 404,
      code: 'route_not_found',
    });
  });

  it('answers a wrong method with a 405 problem and the allowed methods', async () => {
    const response = await get('/api/categories', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('HEAD, GET');
    expect(problemSchema.parse(await response.json())).toMatchObject({ code: 'method_not_allowed' });
  });

  it('serves stored files with their type, nosniff and a year of caching', async () => {
    const stored = await createDiskStorage(uploads).put(new TextEncoder().encode('a sample picture'), 'png');
    const response = await get(stored.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('a sample picture');
  });

  it('serves nothing outside the stored names, and no document', async () => {
    await writeFile(path.join(uploads, 'notes.txt'), 'private');
    const document = await createDiskStorage(uploads).put(
      new TextEncoder().encode('%PDF-1.7 private'),
      'pdf',
    );
    for (const pathname of [
      document.url,
      '/uploads/notes.txt',
      '/uploads/..%2Fpackage.json',
      `/uploads/${'a'.repeat(64)}.png`,
    ]) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('private');
    }
  });
});
