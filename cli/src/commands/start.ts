import { Command } from 'commander';
import { loadServerModule } from './server-module.ts';

export const startCommand = new Command('start')
  .description('migrate, seed an empty database with the demo data, and serve RawEx (API and storefront)')
  .option('--dev', 'serve the storefront from its sources with hot reload, for development')
  .option('--no-worker', 'serve only: the background jobs run in a `rawex worker` of their own')
  .action(async (options: { dev?: boolean; worker: boolean }) => {
    const { serve } = await loadServerModule(() => import('../server/serve.ts'));
    await serve(options);
  });

export const workerCommand = new Command('worker')
  .description('run the background jobs (emails, webhooks, order expiry, upload sweep) without serving')
  .action(async () => {
    const { work } = await loadServerModule(() => import('../server/serve.ts'));
    await work();
  });
