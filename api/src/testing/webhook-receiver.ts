import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on a local port that answers each request with the next status of `answers`,
 * then 204; `answerAfterMs` after the request has come, when given (a slow receiver).
 */
export async function startWebhookReceiver(
  answers: number[] = [],
  { answerAfterMs = 0 }: { answerAfterMs?: number } = {},
): Promise<{ url: string; received: ReceivedDelivery[]; server: Server }> {
  const received: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      setTimeout(() => {
        response.statusCode = answers.shift() ?? 204;
        response.end();
      }, answerAfterMs);
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, server };
}
