import { buildStorefront, isStorefrontBuildCurrent } from '@rawex/storefront/server';

/**
 * The storefront's production build, made once before the suite when the sources changed, so
 * that the tests' `rawex start` processes find it current instead of each building it at once.
 */
export default async function buildStorefrontOnce(): Promise<void> {
  if (!(await isStorefrontBuildCurrent())) await buildStorefront();
}
