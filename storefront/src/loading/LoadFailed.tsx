import { EmptyState } from '@rawex/ui-kit';

/** What a screen shows when its data could not be loaded: "Failed to fetch products", announced. */
export function LoadFailed({ title }: { title: string }) {
  return <EmptyState role="alert" title={title} description="Please try again in a moment." />;
}
