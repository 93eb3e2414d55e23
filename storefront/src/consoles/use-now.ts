import { useEffect, useState } from 'react';

/**
 * The time, for figures that count down or age (time left, "3 h ago"): read once when the screen
 * mounts and again every `everyMs`. Text built from it differs between the server's render and
 * hydration by design; its elements say so with `suppressHydrationWarning`.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
