import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { ShellConfig } from '@hondana/schemas/contracts';
import { readShellConfig } from './config/shellConfig';
import { setupTexts } from './i18n/texts';
import { startTagManager } from './analytics/tagManager';
import { CrashMessage } from './features/errors/CrashMessage';
import { Reader } from './Reader';
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
  // The server painted this page's first state into #root; this render replaces it.
  root.render(
    <>
      <Reader shell={shell} />
      <FirstPaintReplaced />
    </>,
  );
}

/**
 * Drops the mark the shell put on a server-painted root once React's own page is on screen
 * (effects run after the commit that cleared the server's markup): from here on the page
 * answers clicks and typing. Browser tests wait for it.
 */
function FirstPaintReplaced() {
  useEffect(() => rootElement().removeAttribute('data-first-paint'), []);
  return null;
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
