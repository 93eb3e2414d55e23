import { lazy, type ComponentType } from 'react';
import { useServerResponse } from '../server-rendering/server-render';

/** Each lazy screen's loader, by its source. */
const loaders = new Map<string, () => Promise<ComponentType>>();

/**
 * A screen in a chunk of its own (`src/routes/<name>/<name>.tsx`), loaded when first shown.
 * Rendered on the server it names its source, so the page asks for its code along with the app's
 * and the browser takes the screen over without one more round trip.
 */
export function lazyScreen(name: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const source = `src/routes/${name}/${name}.tsx`;
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => (loaded = module.default)));
  loaders.set(source, loadOnce);
  const Screen = lazy(async () => ({ default: await loadOnce() }));
  function LazyScreen() {
    useServerResponse({ screen: source });
    // Once loaded it renders at once: a screen that suspended while the page hydrates would be
    // shown loading again by the first update that reached it (the session's answer, say).
    const Shown = loaded ?? Screen;
    return <Shown />;
  }
  LazyScreen.displayName = name;
  return LazyScreen;
}

/** Loads the code of the screen at `source`, if it is a lazy screen: before the page hydrates. */
export async function loadScreen(source: string | undefined): Promise<void> {
  if (source) await loaders.get(source)?.();
}
