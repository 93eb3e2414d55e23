import { Command } from 'commander';
import { loadServerModule } from './server-module.ts';

export const mediaCommand = new Command('media')
  .description('manage the stored pictures, videos and documents')
  .addCommand(
    new Command('push')
      .description(
        'copy the media under RAWEX_DATA_DIR/uploads into the bucket S3_BUCKET names (files already there are skipped)',
      )
      .action(async () => {
        await (await loadServerModule(() => import('../server/media.ts'))).pushMedia();
      }),
  );
