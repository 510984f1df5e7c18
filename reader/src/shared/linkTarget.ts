export type LinkTarget =
  | { kind: 'router'; to: string }
  | { kind: 'newWindow'; href: string }
  | { kind: 'sameWindow'; href: string }
  | { kind: 'none' };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Decides how a configured link opens. External links open a new window (spec §2);
 * internal paths navigate inside the app; an internal link written as an absolute URL
 * leaves the app in the same window. Scripting schemes never become an href.
 */
export function linkTarget(type: string | undefined, url: string | undefined): LinkTarget {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return { kind: 'none' };
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme)) return { kind: 'none' };
  const isAbsolute = scheme !== undefined || trimmed.startsWith('//');
  if (isExternalType(type)) return { kind: 'newWindow', href: trimmed };
  if (isAbsolute) return { kind: 'sameWindow', href: trimmed };
  return { kind: 'router', to: trimmed.startsWith('/') ? trimmed : `/${trimmed}` };
}

/** Link types are INTERNAL / EXTERNAL or INTERNAL_LINK / EXTERNAL_LINK depending on the kind. */
export function isExternalType(type: string | undefined): boolean {
  return type?.toUpperCase().startsWith('EXTERNAL') ?? false;
}
