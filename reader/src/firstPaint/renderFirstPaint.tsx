import { renderToString } from 'react-dom/server';
import type { ShellConfig } from '@hondana/schemas/contracts';
import { setupTexts } from '../i18n/texts';
import { Reader } from '../Reader';
import { ServerPaintContext, type ServerPaint } from './serverPaint';

/**
 * The server's entry (built by `vite build --ssr`, loaded by server/src/shell/firstPaintHtml.ts):
 * the markup the reader draws first for `location` (header, banner, footer and each page's
 * loading state; effects and data never run here). The browser's first render replaces it,
 * so the tenant's chrome paints with the HTML instead of after the entry script has run.
 */
export function renderFirstPaint(shell: ShellConfig, location: string, paint: ServerPaint): string {
  setupTexts(shell.settings.company?.defaultLanguage, paint.languages);
  const warn = console.warn;
  // A guard's <Navigate> does nothing here (the browser follows it a moment later); React
  // Router says so on every such render, which would fill the server's log.
  console.warn = (message: unknown, ...rest: unknown[]) => {
    if (typeof message === 'string' && message.startsWith('<Navigate> must not be used')) return;
    warn(message, ...rest);
  };
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
