import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from './app.ts';
import type { RouteContext } from './routes/route-context.ts';
import { createEndpointMetrics } from './services/endpoint-metrics.ts';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(
  context: RouteContext,
  { port, host, ...options }: { port: number; host?: string | undefined } & AppOptions,
): Promise<RunningServer> {
  const endpointMetrics = context.endpointMetrics ?? createEndpointMetrics(context.db.knex, context.logger);
  const server = createApp({ ...context, endpointMetrics }, options).listen(port, host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  const shownHost = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost';
  return {
    url: `http://${shownHost}:${address.port}`,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      });
      await endpointMetrics.stop();
    },
  };
}
