import type { PublicSettings } from '@hondana/schemas';

export type PublicKind = keyof PublicSettings;

export interface ShellTenant {
  id: string;
  name: string;
  domainType: 'FULL_DOMAIN' | 'PATH';
  domain: string | null;
  path: string | null;
  accountType: string;
}

/** The configuration the server inlines into the shell (docs/contracts.md §3). */
export interface ShellConfig {
  tenant: ShellTenant | null;
  basePath: string;
  apiBase: string;
  settings: PublicSettings;
  preview: boolean;
  notFound: boolean;
}

export const CONFIG_ELEMENT_ID = 'hondana-config';

export class ShellConfigError extends Error {
  override name = 'ShellConfigError';
}

/** Parses the inlined JSON; throws ShellConfigError when the shell is not usable. */
export function parseShellConfig(text: string): ShellConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ShellConfigError('The inlined configuration is not valid JSON.');
  }
  if (!isRecord(raw) || !isRecord(raw.settings)) {
    throw new ShellConfigError('The inlined configuration has no settings.');
  }
  return {
    tenant: isRecord(raw.tenant) ? (raw.tenant as unknown as ShellTenant) : null,
    basePath: normaliseBasePath(typeof raw.basePath === 'string' ? raw.basePath : '/'),
    apiBase: typeof raw.apiBase === 'string' ? raw.apiBase : '/api/v1',
    settings: raw.settings as unknown as PublicSettings,
    preview: raw.preview === true,
    notFound: raw.notFound === true,
  };
}

/** Reads the configuration the server rendered into the page. */
export function readShellConfig(doc: Document = document): ShellConfig {
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new ShellConfigError('The page has no inlined configuration.');
  return parseShellConfig(element.textContent);
}

/** React Router wants the basename without a trailing slash ("/" stays "/"). */
export function toRouterBasename(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function normaliseBasePath(path: string): string {
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}
