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

  it('keeps an idle connection past the 60 s a proxy in front keeps it, and says so', async () => {
    // Taken at its word: a client (a proxy, Node's fetch) reuses the connection until just before.
    const answer = await fetch(`${api.url}/api/health`);
    expect(answer.headers.get('keep-alive')).toBe('timeout=65');
    // The headers' timeout (500 ms here) is for a request under way, not for an idle connection.
    const { port } = new URL(api.url);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ask = 'GET /api/health HTTP/1.1\r\nHost: rawex\r\n\r\n';
    socket.write(ask);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    socket.write(ask);
    await expect.poll(() => received.match(/HTTP\/1\.1 200 /g)?.length ?? 0).toBe(2);
    socket.destroy();
  });
});
