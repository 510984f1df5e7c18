import { StrictMode } from 'react';
import type { ShellConfig } from '@hondana/schemas/contracts';
import { ConfigProvider } from './config/ConfigProvider';
import { ErrorBoundary } from './features/errors/ErrorBoundary';
import { App } from './App';

/**
 * The whole reader for one shell configuration. The browser renders it (main.tsx) and so does
 * the server for the first paint (firstPaint/renderFirstPaint.tsx), at `location`: one tree,
 * so what paints from the HTML is what React then draws.
 */
export function Reader({ shell, location }: { shell: ShellConfig; location?: string }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <ConfigProvider shell={shell}>
          <App isNotFound={shell.notFound} location={location} />
        </ConfigProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
