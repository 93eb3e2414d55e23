import { Skeleton, type SelectProps } from '@rawex/ui-kit';
import { lazy, Suspense, type ComponentType } from 'react';

const Select = lazy(() => import('./SelectChunk')) as unknown as ComponentType<SelectProps>;

/**
 * The kit's Select, its code fetched right after the page's first render instead of before it
 * (Ark's select and its positioning are a fifth of a page's JS); a placeholder holds its place.
 */
export function DeferredSelect<Value extends string>(props: SelectProps<Value>) {
  return (
    <Suspense fallback={<Skeleton width="180px" height="40px" />}>
      <Select {...(props as unknown as SelectProps)} />
    </Suspense>
  );
}
