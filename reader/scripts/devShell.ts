import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type * as Contracts from '@hondana/schemas/contracts';

interface SchemasModule {
  publicKindIds: readonly string[];
  resolveSettings: (kind: string, stored?: unknown) => Record<string, unknown>;
  stripSecrets: (kind: string, data: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * `npx vite` harness: plays the server's part by inlining dev-config.json into index.html,
 * each kind resolved with the schema defaults and stripped of secrets as the server does.
 */
export function devShell(configFile: URL): Plugin {
  return {
    name: 'hondana-dev-shell',
    apply: 'serve',
    async transformIndexHtml(html, { server }) {
      if (!server) return html;
      const schemas = (await server.ssrLoadModule('@hondana/schemas')) as SchemasModule;
      const contracts = (await server.ssrLoadModule(
        '@hondana/schemas/contracts',
      )) as typeof Contracts;
      const dev = JSON.parse(readFileSync(configFile, 'utf8')) as {
        settings?: Record<string, unknown>;
      };
      const settings = Object.fromEntries(
        schemas.publicKindIds.map((kind) => [
          kind,
          schemas.stripSecrets(kind, schemas.resolveSettings(kind, dev.settings?.[kind])),
        ]),
      );
      const config = {
        basePath: '/',
        apiBase: contracts.API_BASE,
        preview: false,
        notFound: false,
        ...dev,
        settings,
      };
      const json = contracts.toScriptJson(config);
      const script = `<script id="${contracts.SHELL_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
      return html.replace('</head>', `${script}\n</head>`);
    },
  };
}
