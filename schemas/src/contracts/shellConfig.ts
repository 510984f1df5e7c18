import type { CompanyRecord, PublicSettings } from '../../types/index';
import { isRecord } from './isRecord';
import { isPaymentMode } from './paymentMode';
import type { PaymentMode } from './paymentMode';

/** The part of a company the reader may see (ShellConfig.tenant, view-settings' `tenant`). */
export interface PublicTenant extends Pick<
  CompanyRecord,
  'name' | 'domainType' | 'domain' | 'path' | 'accountType'
> {
  id: string;
}

/** The configuration the server inlines into the reader shell (contracts.md §3). */
export interface ShellConfig {
  /** null: unknown tenant. */
  tenant: PublicTenant | null;
  /** "/" (domain mode), "/{path}/" (path mode), "/admin/preview/{id}/" (preview). */
  basePath: string;
  apiBase: string;
  /** Every public kind, resolved (defaults applied, no secrets). */
  settings: PublicSettings;
  /** Staff preview: no analytics, no popups, no payments. */
  preview: boolean;
  /** Unknown tenant path: the reader shows the 404 page (HTTP 404). */
  notFound: boolean;
  /** Whether the tenant's checkout moves money: `test` shows the test-mode banner. */
  paymentMode: PaymentMode;
}

/** Where the reader finds the v1 API (ShellConfig.apiBase). */
export const API_BASE = '/api/v1';

/** The id of the `<script type="application/json">` element that carries the ShellConfig. */
export const SHELL_CONFIG_ELEMENT_ID = 'hondana-config';

// Characters that could end a <script> element or start an HTML comment inside it, and the
// two line separators older JavaScript engines treat as newlines. Inside JSON they only occur
// in strings, where the \u escape means the same character.
const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for a `<script type="application/json">` element: `<` becomes `\u003c` etc. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

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
    tenant: isRecord(raw.tenant) ? (raw.tenant as unknown as PublicTenant) : null,
    basePath: normaliseBasePath(typeof raw.basePath === 'string' ? raw.basePath : '/'),
    apiBase: typeof raw.apiBase === 'string' ? raw.apiBase : API_BASE,
    settings: raw.settings as unknown as PublicSettings,
    preview: raw.preview === true,
    notFound: raw.notFound === true,
    paymentMode: isPaymentMode(raw.paymentMode) ? raw.paymentMode : 'none',
  };
}

function normaliseBasePath(path: string): string {
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}
