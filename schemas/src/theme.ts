/**
 * CSS custom properties for the reader, from the resolved public settings. The server
 * inlines them as `:root{…}` in the reader shell; the reader re-applies them in preview.
 * This module imports no JSON and no Ajv: the reader bundle includes it.
 *
 * Colours are #rrggbb, sizes are px:
 *   --hd-header-bg, --hd-header-fg, --hd-header-height
 *   --hd-body-bg, --hd-body-fg, --hd-link, --hd-font-size
 *   --hd-input-fg, --hd-input-bg, --hd-input-font-size, --hd-input-height,
 *   --hd-input-border, --hd-input-radius, --hd-input-hover-fg, --hd-input-hover-bg,
 *   --hd-input-hover-border, --hd-input-focus-border
 *   --hd-margin-left, --hd-margin-right
 *   --hd-sidebar-bg, --hd-sidebar-fg, --hd-sidebar-active-bg, --hd-sidebar-active-fg,
 *   --hd-sidebar-bar-bg, --hd-sidebar-bar-fg
 *   --hd-chip-bg, --hd-chip-fg (search value chips), --hd-moreless-bg, --hd-moreless-fg
 *   --hd-footer-bg, --hd-footer-fg, --hd-footer-font-size
 *   --hd-banner-bg, --hd-banner-fg, --hd-banner-font-size, --hd-banner-height,
 *   --hd-banner-height-mobile
 *   --hd-detail-bg, --hd-detail-fg, --hd-detail-border, --hd-detail-font-size
 *   --hd-login-bg, --hd-login-form-bg, --hd-login-button-bg, --hd-login-button-fg
 */
import type { PublicSettings } from '../types/index';

type Unit = 'color' | 'px';
type Variable = [name: string, unit: Unit, read: (settings: PublicSettings) => unknown];

const variables: Variable[] = [
  ['--hd-header-bg', 'color', (s) => s.header?.backgroundColor],
  ['--hd-header-fg', 'color', (s) => s.header?.color],
  ['--hd-header-height', 'px', (s) => s.header?.height],
  ['--hd-body-bg', 'color', (s) => s.body?.backgroundColor],
  ['--hd-body-fg', 'color', (s) => s.body?.color],
  ['--hd-link', 'color', (s) => s.body?.linkColor],
  ['--hd-font-size', 'px', (s) => s.body?.fontSize],
  ['--hd-input-fg', 'color', (s) => s.input?.color],
  ['--hd-input-bg', 'color', (s) => s.input?.backgroundColor],
  ['--hd-input-font-size', 'px', (s) => s.input?.fontSize],
  ['--hd-input-height', 'px', (s) => s.input?.height],
  ['--hd-input-border', 'color', (s) => s.input?.borderColor],
  ['--hd-input-radius', 'px', (s) => s.input?.borderRadius],
  ['--hd-input-hover-fg', 'color', (s) => s.input?.hoverColor],
  ['--hd-input-hover-bg', 'color', (s) => s.input?.hoverBackgroundColor],
  ['--hd-input-hover-border', 'color', (s) => s.input?.hoverBorderColor],
  ['--hd-input-focus-border', 'color', (s) => s.input?.focusBorderColor],
  ['--hd-margin-left', 'px', (s) => s.layout?.pageMarginLeft],
  ['--hd-margin-right', 'px', (s) => s.layout?.pageMarginRight],
  ['--hd-sidebar-bg', 'color', (s) => s.layout?.sidebar?.background],
  ['--hd-sidebar-fg', 'color', (s) => s.layout?.sidebar?.text],
  ['--hd-sidebar-active-bg', 'color', (s) => s.layout?.sidebar?.active],
  ['--hd-sidebar-active-fg', 'color', (s) => s.layout?.sidebar?.textActive],
  ['--hd-sidebar-bar-bg', 'color', (s) => s.layout?.sidebar?.barBackground],
  ['--hd-sidebar-bar-fg', 'color', (s) => s.layout?.sidebar?.barText],
  ['--hd-chip-bg', 'color', (s) => s.layout?.searchValue?.backgroundColor],
  ['--hd-chip-fg', 'color', (s) => s.layout?.searchValue?.color],
  ['--hd-moreless-bg', 'color', (s) => s.layout?.moreLess?.backgroundColor],
  ['--hd-moreless-fg', 'color', (s) => s.layout?.moreLess?.color],
  ['--hd-footer-bg', 'color', (s) => s.footer?.backgroundColor],
  ['--hd-footer-fg', 'color', (s) => s.footer?.color],
  ['--hd-footer-font-size', 'px', (s) => s.footer?.fontSize],
  ['--hd-banner-bg', 'color', (s) => s.banner?.backgroundColor],
  ['--hd-banner-fg', 'color', (s) => s.banner?.textColor],
  ['--hd-banner-font-size', 'px', (s) => s.banner?.fontSize],
  ['--hd-banner-height', 'px', (s) => s.banner?.heightBanner],
  ['--hd-banner-height-mobile', 'px', (s) => s.banner?.mobileBannerHeight],
  ['--hd-detail-bg', 'color', (s) => s.contentDetail?.backgroundColor],
  ['--hd-detail-fg', 'color', (s) => s.contentDetail?.color],
  ['--hd-detail-border', 'color', (s) => s.contentDetail?.borderColor],
  ['--hd-detail-font-size', 'px', (s) => s.contentDetail?.fontSize],
  ['--hd-login-bg', 'color', (s) => s.customLogin?.backgroundColor],
  ['--hd-login-form-bg', 'color', (s) => s.customLogin?.formBackgroundColor],
  ['--hd-login-button-bg', 'color', (s) => s.customLogin?.buttonColor],
  ['--hd-login-button-fg', 'color', (s) => s.customLogin?.buttonTextColor],
];

/** Every variable name themeVariables can return, in output order. */
export const themeVariableNames: readonly string[] = variables.map(([name]) => name);

/**
 * The CSS custom properties for these settings. A missing or malformed value (an unsaved
 * preview draft) is left out rather than written, so nothing but a #rrggbb colour or a
 * px length ever reaches the inlined style sheet.
 */
export function themeVariables(settings: PublicSettings): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, unit, read] of variables) {
    const css = toCss(unit, read(settings));
    if (css !== undefined) result[name] = css;
  }
  return result;
}

function toCss(unit: Unit, value: unknown): string | undefined {
  if (unit === 'color') {
    return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value : undefined;
  }
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? `${value}px`
    : undefined;
}
