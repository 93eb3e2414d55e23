import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testing/index.ts';

describe('the HTTP server', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ timeouts: { headers: 500, request: 1_000 } });
  });
  afterAll(() => api.close());

  /** A raw connection that sends `text` and then nothing: what it is answered, and when it is closed. */
  async function stall(text: string) {
    const { port } = new URL(api.url);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    const started = performance.now();
    socket.write(text);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await once(socket, 'close');
    return { answer, ms: performance.now() - started };
  }

  it('answers 408 and closes a connection whose headers never end', async () => {
    const { answer, ms } = await stall('GET /api/health HTTP/1.1\r\nHost: rawex\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5_000);
  });

  it('answers 408 and closes a connection whose body never ends', async () => {
    const { answer, ms } = await stall(
      'POST /api/auth/login HTTP/1.1\r\nHost: rawex\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5_000);
  });
});
