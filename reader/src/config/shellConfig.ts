import {
  parseShellConfig,
  SHELL_CONFIG_ELEMENT_ID,
  ShellConfigError,
  type ShellConfig,
} from '@hondana/schemas/contracts';

/** Reads the configuration the server rendered into the page. */
export function readShellConfig(doc: Document = document): ShellConfig {
  const element = doc.getElementById(SHELL_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new ShellConfigError('The page has no inlined configuration.');
  return parseShellConfig(element.textContent);
}

/** React Router wants the basename without a trailing slash ("/" stays "/"). */
export function toRouterBasename(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
