import { renderToString } from 'react-dom/server';
import type { ShellConfig } from '@hondana/schemas/contracts';
import { setupTexts } from '../i18n/texts';
import { Reader } from '../Reader';
import { ServerPaintContext, type ServerPaint } from '../shared/serverPaint';

/**
 * The server's entry (built by `vite build --ssr`, loaded by server/src/shell/firstPaintHtml.ts):
 * the markup the reader draws first for `location` (header, banner, footer and each page's
 * loading state; effects and data never run here). The browser's first render replaces it,
 * so the tenant's chrome paints with the HTML instead of after the entry script has run.
 */
export function renderFirstPaint(shell: ShellConfig, location: string, paint: ServerPaint): string {
  setupTexts(shell.settings.company?.defaultLanguage, paint.languages);
  const warn = console.warn;
  // React Router warns here about what the browser handles a moment later: a guard's
  // <Navigate> (a no-op on the server) and an address with bad percent-encoding (any visitor can
  // send one). Neither is the server's problem, and every such request would write a line;
  // a render that really fails throws and is logged by the server.
  console.warn = () => undefined;
  try {
    return renderToString(
      <ServerPaintContext.Provider value={paint}>
        <Reader shell={shell} location={location} />
      </ServerPaintContext.Provider>,
    );
  } finally {
    console.warn = warn;
  }
}
