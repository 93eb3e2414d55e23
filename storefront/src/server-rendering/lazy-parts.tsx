import { lazy, type ComponentType } from 'react';
import { useServerResponse } from './server-render';

/** Each lazy part's loader, by its source. */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A part of the page in a chunk of its own (a screen, the kit's select, a product's reviews),
 * loaded when first shown. `source` is its file from the storefront's root (`src/…/Name.tsx`), as
 * the build's manifest names its chunk.
 *
 * Rendered on the server it names its source, so the page asks for its code along with the app's
 * and the browser loads it before the page hydrates (`loadParts`). A part still loading while the
 * page hydrates would be taken off the page by the first update that reached it (the session's
 * answer, say): React shows its fallback until the code arrives, and drops the click that was on
 * its way to it.
 */
export function lazyPart<Props extends object>(
  source: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => (loaded = module.default)));
  loaders.set(source, loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function LazyPart(props: Props) {
    useServerResponse({ parts: [source] });
    // Once loaded it renders at once, never suspending again.
    const Shown = loaded ?? Lazy;
    return <Shown {...props} />;
  }
  LazyPart.displayName = `Lazy(${source})`;
  return LazyPart;
}

/** Loads the code of the lazy parts at these sources: those a page rendered on the server shows. */
export async function loadParts(sources: readonly string[] = []): Promise<void> {
  await Promise.all(sources.map((source) => loaders.get(source)?.()));
}
