import { useSearchParams } from 'react-router-dom';

/**
 * The address's query as a screen's filters: read them, change some (blank removes one), or
 * clear them all. Changes replace the history entry (Back leaves the screen) unless
 * `keepHistory`: then each search is a step Back returns to, as in the catalogue.
 */
export function useQueryParams({ keepHistory = false } = {}) {
  const [params, setParams] = useSearchParams();
  const replace = !keepHistory;
  return {
    params,
    text: (name: string) => params.get(name)?.trim() ?? '',
    /** Sets each named parameter: a list as the parameter repeated, blank or empty removes it. */
    update(changes: Record<string, string | readonly string[]>) {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(changes)) {
        next.delete(name);
        for (const each of typeof value === 'string' ? [value] : value) if (each) next.append(name, each);
      }
      setParams(next, { replace });
    },
    clear: () => setParams(new URLSearchParams(), { replace }),
  };
}
