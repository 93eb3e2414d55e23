import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../../contracts.ts';
import { createLogger } from '../logger.ts';
import { signUp, startTestApi, type TestApi } from '../../testing/index.ts';

describe('request ids', () => {
  let api: TestApi;
  let behindProxy: TestApi;
  let behindAnotherProxy: TestApi;

  beforeAll(async () => {
    [api, behindProxy, behindAnotherProxy] = await Promise.all([
      startTestApi({ trustedProxyHops: 0 }),
      startTestApi(),
      // Its proxy connects from 10.0.0.0/8: this machine is not it.
      startTestApi({ trustedProxies: ['10.0.0.0/8'] }),
    ]);
  });
  afterAll(() => Promise.all([api.close(), behindProxy.close(), behindAnotherProxy.close()]));

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
    const notTheProxy = await behindAnotherProxy.client().get('/api/health', { headers });
    expect(notTheProxy.headers.get('x-request-id')).not.toBe('edge-7f3a.42');
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

describe('the request log', () => {
  /** A JSON logger at `level` and the lines it wrote, parsed. */
  function capture(level: string) {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { logger: createLogger({ level, destination, pretty: false }), lines };
  }

  it('logs what an operator reads, one short line a request, and the headers only at debug', async () => {
    const info = capture('info');
    const debug = capture('debug');
    const [api, verbose] = await Promise.all([
      startTestApi({ logger: info.logger }),
      startTestApi({ logger: debug.logger }),
    ]);
    try {
      const buyer = await signUp(api);
      const answer = await buyer.client.get('/api/auth/me');
      await buyer.client.get('/api/products?search=tender+for+acme');
      const line = info.lines.find((entry) => entry.path === '/api/auth/me');
      expect(line).toMatchObject({
        method: 'GET',
        path: '/api/auth/me',
        status: 200,
        userId: buyer.user.id,
        requestId: answer.headers.get('x-request-id'),
        msg: expect.stringMatching(/^GET \/api\/auth\/me 200 [\d.]+ ms$/),
      });
      expect(JSON.stringify(line).length).toBeLessThan(300);
      expect(info.lines.find((entry) => entry.path === '/api/products')).toMatchObject({ status: 200 });
      expect(JSON.stringify(info.lines)).not.toMatch(/user-agent|cookie|acme/);

      const visitor = await signUp(verbose);
      await visitor.client.get('/api/products?search=tender');
      const detail = debug.lines.find(
        (entry) => (entry.req as { url?: string } | undefined)?.url === '/api/products?search=tender',
      );
      expect(detail).toMatchObject({ level: 20, req: { headers: { cookie: '[redacted]' } } });
    } finally {
      await Promise.all([api.close(), verbose.close()]);
    }
  });

  it('logs a database error at 500 with its statement and code, and none of the values it was sent', async () => {
    const log = capture('info');
    const api = await startTestApi({ logger: log.logger });
    try {
      // A fault PostgreSQL reports with the whole row in its detail, as a failed check does.
      await api.db.knex.raw(`CREATE FUNCTION refuse_new_users() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'cannot store "%"', NEW.email USING DETAIL = format('Failing row contains %s.', NEW);
        END $$`);
      await api.db.knex.raw(
        'CREATE TRIGGER refuse_new_users BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_new_users()',
      );
      const email = 'ada.lovelace@example.com';
      const answer = await api.client().post<ProblemBody>('/api/auth/register', {
        email,
        password: 'a passphrase nobody guesses',
        firstName: 'Ada',
        lastName: 'Lovelace',
        location: '12 Harbour Street, Lagos',
      });
      expect(answer.status).toBe(500);
      const logged = log.lines.find((line) => line.msg === 'unhandled error');
      expect(logged?.err).toMatchObject({
        code: 'P0001',
        message: expect.stringMatching(
          /^insert into "users" \(.*\) values \(\$1, .*\) returning "id" - cannot store "\[redacted\]"$/,
        ),
      });
      const everything = JSON.stringify(log.lines);
      expect(everything).not.toContain('ada.lovelace');
      expect(everything).not.toContain('Harbour Street');
      expect(everything).not.toContain('scrypt$');
    } finally {
      await api.close();
    }
  });
});
