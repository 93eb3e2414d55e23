import { createContext, useContext } from 'react';

/**
 * What a page rendered on the server guessed about the browser before any script ran. The
 * browser hydrates with the same guesses (they travel in the page), then corrects them.
 */
export interface RenderHints {
  /** The request came from a phone (its user agent says so): render the phone layouts. */
  phone: boolean;
  /** The visitor chose the dark trading layout (its cookie says so). */
  tradingView: boolean;
}

export const RenderHintsContext = createContext<RenderHints | null>(null);

export const useRenderHints = () => useContext(RenderHintsContext);

/** What a screen rendered on the server tells the response: its status, the page's title, a redirect. */
export interface ServerResponse {
  status: number;
  title?: string;
  /** Where a redirect status sends the browser. */
  location?: string;
  /** The source of the lazy screen shown, whose code the page then asks for up front. */
  screen?: string;
}

/** Present only while the server renders a page: screens tell its response their part through it. */
export const ServerResponseContext = createContext<((part: Partial<ServerResponse>) => void) | null>(null);

/** Sets the server's response status, title or redirect from a screen; answers whether this is the server. */
export function useServerResponse(part: Partial<ServerResponse>): boolean {
  const report = useContext(ServerResponseContext);
  report?.(part);
  return report !== null;
}
