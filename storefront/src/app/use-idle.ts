import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the page has rendered: a part mounted then (its
 * code fetched then too) costs the first render nothing, and is ready before it is needed.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(handle);
  }, []);
  return idle;
}
