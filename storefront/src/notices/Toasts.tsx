import { Toaster } from '@rawex/ui-kit';

/** The toasts' region, in a chunk of its own: the page renders first, the toasts' code follows. */
export default function Toasts() {
  return <Toaster />;
}
