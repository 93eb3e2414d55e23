import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from './app.ts';
import type { RouteContext } from './routes/route-context.ts';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(
  context: RouteContext,
  { port, host, ...options }: { port: number; host?: string | undefined } & AppOptions,
): Promise<RunningServer> {
  const server = createApp(context, options).listen(port, host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  const shownHost = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost';
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
