import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import { textIn, themeVariables } from '@hondana/schemas';
import { contentSecurityPolicy } from '../http/csp';
import type { FirstPaint } from './firstPaint';
import type { FirstPaintHtml } from './firstPaintHtml';
import type { PaintRequest } from './paintRequest';
import type { ManifestReader } from './manifest';
import { toScriptJson } from '@hondana/schemas/contracts';
import type { ShellConfig } from '@hondana/schemas/contracts';

export interface RenderedShell {
  html: string;
  csp: string;
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const CSS_NAME = /^--[A-Za-z0-9-]+$/;
const CSS_UNSAFE = /[<>{};\\]/;

/**
 * Renders templates/reader.hbs (compiled once). Rendering is not cached here: the routes
 * keep the rendered bytes (see routes.ts) and know when they go stale.
 */
export function createShellRenderer(
  templatePath: string,
  manifest: ManifestReader,
  paymentOrigins: string[] = [],
  firstPaintHtml?: FirstPaintHtml,
) {
  const template = Handlebars.compile(readFileSync(templatePath, 'utf8'), { strict: false });

  return {
    /** Changes when the reader is rebuilt; part of every cached shell's validity. */
    assetsVersion: () => manifest.assets().version,

    /**
     * `paint`: the request the first paint is for (its address after the base path and what
     * the browser said of itself); without it `#root` is left empty (the staff preview).
     */
    render(
      config: ShellConfig,
      firstPaint?: FirstPaint,
      paint?: { location: string; request: PaintRequest },
    ): RenderedShell {
      const { assets } = manifest.assets();
      const lazy = (firstPaint?.modules ?? []).flatMap((key) => assets.lazy.get(key) ?? []);
      const { company } = config.settings;
      const gtmId = !config.preview && GTM_ID.test(company.gtmId) ? company.gtmId : '';
      const gtmScript = gtmId ? tagManagerSnippet(gtmId) : '';
      const rootHtml =
        paint && firstPaintHtml && assets.scripts.length
          ? firstPaintHtml.render(config, paint.location, paint.request)
          : '';
      // The language the reader will show (spec §1: the browser's, else the tenant's).
      const lang =
        (rootHtml && paint?.request.languages[0]) ||
        (company.defaultLanguage === 'en' ? 'en' : 'ja');
      const html = `<!doctype html>\n${template({
        lang,
        // A tenant that has not named its service yet shows its company name, never the product's.
        title:
          textIn(company.titlePage, lang) ||
          textIn(company.serviceName, lang) ||
          config.tenant?.name ||
          '',
        favicon: company.favicon || '',
        gtmId,
        gtmScript,
        preview: config.preview,
        themeCss: themeCss(config),
        configJson: toScriptJson(config),
        rootHtml,
        scripts: assets.scripts,
        stylesheets: assets.stylesheets,
        preloads: [...new Set([...assets.preloads, ...lazy.flatMap((l) => l.scripts)])],
        stylePreloads: [...new Set(lazy.flatMap((l) => l.stylesheets))],
        imagePreloads: firstPaint?.images ?? [],
      }).trimStart()}`;
      return {
        html,
        csp: contentSecurityPolicy({
          inlineScripts: gtmScript ? [gtmScript] : [],
          hasTagManager: Boolean(gtmId),
          paymentOrigins,
        }),
      };
    },
  };
}

export type ShellRenderer = ReturnType<typeof createShellRenderer>;

function themeCss(config: ShellConfig): string {
  const variables = themeVariables(config.settings);
  const declarations = Object.entries(variables)
    .filter(([name, value]) => CSS_NAME.test(name) && !CSS_UNSAFE.test(String(value)))
    .map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}

function tagManagerSnippet(gtmId: string): string {
  return (
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    'var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;' +
    "j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})" +
    `(window,document,'script','dataLayer','${gtmId}');`
  );
}
