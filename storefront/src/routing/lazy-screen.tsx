import { lazy, type ComponentType } from 'react';
import { useServerResponse } from '../server-rendering/server-render';

/**
 * A screen in a chunk of its own (`src/routes/<name>/<name>.tsx`), loaded when first shown.
 * Rendered on the server it names its source, so the page asks for its code along with the app's
 * and the browser takes the screen over without one more round trip.
 */
export function lazyScreen(name: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load);
  const source = `src/routes/${name}/${name}.tsx`;
  function LazyScreen() {
    useServerResponse({ screen: source });
    return <Screen />;
  }
  LazyScreen.displayName = name;
  return LazyScreen;
}
