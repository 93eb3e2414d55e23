/**
 * What the whole run needs before its first test, made once: vitest calls a global setup for
 * every project (eleven), each through its own module loader, and the setups below import the
 * API, vite and esbuild. Here the first project makes everything and the others find it made,
 * having loaded this file alone: 2.5 s of a run's start per project before.
 */
const PREPARED = 'RAWEX_TEST_RUN_PREPARED';

export default async function prepareTheRun(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[PREPARED]) return undefined;
  process.env[PREPARED] = 'yes';
  const [postgres, template, storefront, bundle] = await Promise.all([
    import('./test-postgres.ts'),
    import('./test-template-database.ts'),
    import('./test-storefront-build.ts'),
    import('./test-rawex-bundle.ts'),
  ]);
  // The server first (DATABASE_URL's, or one of its own), then the migrated templates (on it, and
  // PGlite's), beside the builds, which need no database.
  const stopPostgres = await postgres.default();
  const [dropTemplate, built, removeBundle] = await Promise.allSettled([
    template.default(),
    storefront.default(),
    bundle.default(),
  ]);
  const undo = async () => {
    if (removeBundle.status === 'fulfilled') await removeBundle.value();
    if (dropTemplate.status === 'fulfilled') await dropTemplate.value();
    await stopPostgres?.();
  };
  const failed = [dropTemplate, built, removeBundle].find((outcome) => outcome.status === 'rejected');
  if (failed) {
    // Nothing the run started is left behind when it cannot begin.
    await undo();
    throw failed.reason;
  }
  return undo;
}
