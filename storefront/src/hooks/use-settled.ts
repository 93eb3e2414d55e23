import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what a field asks the API about while the
 * person types (one request for "5000", not one for each of its digits on a slow line).
 */
export function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
