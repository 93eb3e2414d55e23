import { useState } from 'react';
import { whatWentWrong } from '../data/client';

/**
 * A form's sending to the API: whether it is under way, and what went wrong, said as the API
 * said it (or `fallback`). `send` answers whether the work went through.
 */
export function useSending() {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (work: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setProblem(whatWentWrong(failure, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { problem, setProblem, busy, send };
}
