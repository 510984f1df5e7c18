import { createContext, useContext } from 'react';

/**
 * What the server knows of the browser when it renders a page's first paint into the shell
 * (reader/src/firstPaint/renderFirstPaint.tsx, docs/decisions.md "Server-rendered first
 * paint"). Absent in the browser, where the real window answers these questions.
 */
export interface ServerPaint {
  /** From the request's `Sec-CH-UA-Mobile` or User-Agent: the layout a phone gets. */
  isMobile: boolean;
  /** The request carried a reader session cookie: paint the "restoring" state, not signed out. */
  mayHaveSession: boolean;
  /** The request's Accept-Language tags, best first (spec §1: the browser's language first). */
  languages: string[];
}

export const ServerPaintContext = createContext<ServerPaint | null>(null);

export function useServerPaint(): ServerPaint | null {
  return useContext(ServerPaintContext);
}
