import type { ComponentType } from 'react';
import { lazyPart } from '../server-rendering/lazy-parts';

/** A screen in a chunk of its own (`src/routes/<name>/<name>.tsx`), loaded when first shown. */
export function lazyScreen(name: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazyPart(`src/routes/${name}/${name}.tsx`, load);
  Screen.displayName = name;
  return Screen;
}
