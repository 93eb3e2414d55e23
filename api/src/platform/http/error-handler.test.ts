import { Writable } from 'node:stream';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '../problem.contract.ts';
import { createLogger } from '../logger.ts';
import { databaseErrorMapper } from '../errors/index.ts';
import { errorHandler } from './error-handler.ts';
import { requestLog } from './request-log.ts';
import type { Server } from 'node:http';

describe('an unexpected error', () => {
  const lines: Record<string, unknown>[] = [];
  let requestId: string | null = null;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const logger = createLogger({ level: 'info', destination });
    const app = new Koa();
    app.use(requestLog(logger));
    app.use(errorHandler(logger, databaseErrorMapper({})));
    app.use(() => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:5432 (password hunter2)');
    });
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://localhost:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers a 500 problem that tells nothing of the server', async () => {
    const response = await fetch(`${url}/api/anything`, {
      headers: { authorization: 'Bearer rx_live_secretkey', cookie: 'rawex_session=secret-session' },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = await response.text();
    requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(problemSchema.parse(JSON.parse(body))).toMatchObject({
      status: 500,
      code: 'internal_error',
      requestId,
    });
    expect(body).not.toMatch(/ECONNREFUSED|hunter2|at \w+ \(/);
  });

  it('logs the error for operators, with the credentials redacted and the answer’s request id on each line', () => {
    const logged = JSON.stringify(lines);
    const error = lines.find((line) => line.msg === 'unhandled error');
    expect(error).toMatchObject({ level: 50, req: { method: 'GET', url: '/api/anything' } });
    expect(JSON.stringify(error)).toContain('ECONNREFUSED');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain('rx_live_secretkey');
    expect(logged).not.toContain('secret-session');
    expect(lines.find((line) => String(line.msg).startsWith('GET /api/anything 500 '))).toMatchObject({
      status: 500,
      requestId,
    });
    expect(error).toMatchObject({ requestId });
  });
});
