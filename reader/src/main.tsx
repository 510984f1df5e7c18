import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ShellConfig } from '@hondana/schemas/contracts';
import { readShellConfig } from './config/shellConfig';
import { ConfigProvider } from './config/ConfigProvider';
import { setupTexts } from './i18n/texts';
import { startTagManager } from './analytics/tagManager';
import { ErrorBoundary } from './features/errors/ErrorBoundary';
import { CrashMessage } from './features/errors/CrashMessage';
import { App } from './App';
import { startScrollbarAutoHide } from './shared/scrollbarAutoHide';
import './styles/base.css';

const root = createRoot(rootElement());
let shell: ShellConfig | undefined;
try {
  shell = readShellConfig();
} catch (error) {
  setupTexts(undefined);
  root.render(<CrashMessage error={error} />);
}

if (shell) {
  startScrollbarAutoHide(document);
  setupTexts(shell.settings.company?.defaultLanguage);
  if (!shell.preview && shell.settings.company?.gtmId)
    startTagManager(shell.settings.company.gtmId);
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <ConfigProvider shell={shell}>
          <App isNotFound={shell.notFound} />
        </ConfigProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
}

/** The shell renders <div id="root">; create it when a page forgot to. */
function rootElement(): HTMLElement {
  const existing = document.getElementById('root');
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = 'root';
  document.body.prepend(element);
  return element;
}
