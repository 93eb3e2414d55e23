import { useEffect, useState } from 'react';

/**
 * A lazily loaded dialog's `open`, held false for its first frame: Ark's dialog mounted already
 * open is closed again by StrictMode's second effect run, so it opens on the frame after.
 */
export function useMountedOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return mounted && open;
}
