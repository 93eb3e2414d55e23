import { createContext, useContext, type ReactNode } from 'react';
import { RawexApiError } from '@rawex/client';
import type { ServerResponse } from './render-contract';

export type { ServerResponse };

/**
 * What a page rendered on the server guessed about the browser before any script ran. The
 * browser hydrates with the same guesses (they travel in the page), then corrects them.
 */
export interface RenderHints {
  /** The request came from a phone (its user agent says so): render the phone layouts. */
  phone: boolean;
  /** The visitor chose the dark trading layout (its cookie says so). */
  tradingView: boolean;
  /** The currency estimates are shown in: the visitor's choice, else their language's country's. */
  displayCurrency: string;
}

export const RenderHintsContext = createContext<RenderHints | null>(null);

export const useRenderHints = () => useContext(RenderHintsContext);

/** Present only while the server renders a page: screens tell its response their part through it. */
export const ServerResponseContext = createContext<((part: Partial<ServerResponse>) => void) | null>(null);

/** Sets the server's response status, title or redirect from a screen; returns whether this is the server. */
export function useServerResponse(part: Partial<ServerResponse>): boolean {
  const report = useContext(ServerResponseContext);
  report?.(part);
  return report !== null;
}

/**
 * True when what a screen shows does not exist (`missing`, or the API answered 404); the page the
 * server renders then answers 404 too.
 */
export function useNotFound(error: unknown, missing = false): boolean {
  const notFound = missing || (error instanceof RawexApiError && error.status === 404);
  useServerResponse(notFound ? { status: 404 } : {});
  return notFound;
}

/**
 * Marks a screen that shows every visitor the same, signed in or not (it may read the session for
 * what its buttons do, never for what it shows): rendered once, its page is sent to every visitor.
 */
export function SameForEveryone({ children }: { children: ReactNode }) {
  useServerResponse({ sameForEveryone: true });
  return children;
}
