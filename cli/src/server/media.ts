import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { contentTypeOf, createDiskStorage, loadConfig, openStorage } from '@rawex/api';
import pLimit from 'p-limit';
import { CliFailure, EXIT } from '../client/cli-failure.ts';

/**
 * Copies the media under RAWEX_DATA_DIR/uploads into the bucket S3_BUCKET names, for a
 * deployment moving to object storage: a file the bucket already holds at the same size is
 * skipped, so running it again sends only what is missing.
 */
export async function pushMedia(
  environment: NodeJS.ProcessEnv = process.env,
  report: (line: string) => void = console.log,
): Promise<{ pushed: number; present: number }> {
  const config = loadConfig(environment);
  if (config.storage.kind !== 's3') {
    throw new CliFailure(
      'rawex media push copies the local media into a bucket: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for an S3-compatible server).',
    );
  }
  const local = createDiskStorage(config.uploadsDirectory);
  const bucket = await openStorage(config.storage);
  const names: string[] = [];
  for await (const name of local.list()) names.push(name);
  report(`${names.length} files in ${local.location}, to ${bucket.location}.`);
  let pushed = 0;
  let present = 0;
  const step = Math.max(1, Math.ceil(names.length / 20));
  const atOnce = pLimit(Math.max(4, availableParallelism()));
  const copied = Promise.all(
    names.map((name) =>
      atOnce(async () => {
        const size = await local.size(name);
        if (size !== undefined && (await bucket.size(name)) === size) {
          present += 1;
        } else {
          await bucket.write(name, await readFile(path.join(local.directory, name)), contentTypeOf(name));
          pushed += 1;
        }
        const done = pushed + present;
        if (done % step === 0 && done < names.length) report(`${done} of ${names.length}…`);
      }),
    ),
  );
  await copied.catch((error: unknown) => {
    atOnce.clearQueue();
    const where =
      config.storage.kind === 's3' && config.storage.endpoint ? ` at ${config.storage.endpoint}` : '';
    throw new CliFailure(
      `Stopped after ${pushed} files: ${bucket.location}${where} answered "${(error as Error).message}". Run it again once that is mended; what is there already is not sent twice.`,
      EXIT.unreachable,
    );
  });
  report(`Pushed ${pushed} files; ${present} were already in the bucket.`);
  return { pushed, present };
}
