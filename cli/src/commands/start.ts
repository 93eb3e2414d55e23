import { Command } from 'commander';
import { loadServerModule } from './server-module.ts';

export const startCommand = new Command('start')
  .description('migrate, seed an empty database with the demo data, and serve RawEx (API and storefront)')
  .option('--dev', 'serve the storefront from its sources with hot reload, for development')
  .action(async (options: { dev?: boolean }) => {
    const { serve } = await loadServerModule(() => import('../server/serve.ts'));
    await serve(options);
  });
