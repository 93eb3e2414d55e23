import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../contracts/index.ts';
import { createLogger } from '../logger.ts';
import { startTestApi, type TestApi } from '../testing/index.ts';

describe('request ids', () => {
  let api: TestApi;
  let behindProxy: TestApi;

  beforeAll(async () => {
    [api, behindProxy] = await Promise.all([startTestApi({ trustProxy: false }), startTestApi()]);
  });
  afterAll(() => Promise.all([api.close(), behindProxy.close()]));

  it('names every answer, and a problem quotes its name in its body', async () => {
    const fine = await api.client().get('/api/health');
    const refused = await api.client().get<ProblemBody>('/api/auth/me');
    expect(fine.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.status).toBe(401);
    expect(refused.body.requestId).toBe(refused.headers.get('x-request-id'));
    expect(refused.body.requestId).not.toBe(fine.headers.get('x-request-id'));
  });

  it('keeps the id a trusted proxy gave, and no one else’s', async () => {
    const headers = { 'x-request-id': 'edge-7f3a.42' };
    const proxied = await behindProxy.client().get('/api/health', { headers });
    expect(proxied.headers.get('x-request-id')).toBe('edge-7f3a.42');
    const direct = await api.client().get('/api/health', { headers });
    expect(direct.headers.get('x-request-id')).not.toBe('edge-7f3a.42');
    const forged = await behindProxy
      .client()
      .get('/api/health', { headers: { 'x-request-id': 'a b;<script>' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the log on a terminal', () => {
  it('prints a readable line with the time, the level, the message and the request id', () => {
    let written = '';
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const logger = createLogger({ level: 'info', destination, pretty: true });
    logger.info({ requestId: 'r-1', req: { headers: { cookie: 'x' } } }, 'GET /api/health 200 1.2 ms');
    expect(written).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/health 200 1\.2 ms \{"requestId":"r-1"\}\n$/,
    );
  });
});
