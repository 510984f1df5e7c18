import { adminRoutes } from './adminRoutes';
import { componentSchemas } from './components';
import { operationOf, tagOf } from './operations';
import type { ApiTable } from './routeTable';
import { openApiPath, parseRoute } from './routeTable';
import { v1Routes } from './v1Routes';

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** The APIs the document describes. */
export const apiTables: readonly ApiTable[] = [v1Routes, adminRoutes];

/**
 * The OpenAPI 3.1 document of `tables`: a pure function of the declared routes and the
 * schemas, so it is built once (`openApiDocument`) and every build is the same.
 */
export function buildOpenApiDocument(tables: readonly ApiTable[] = apiTables) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const table of tables) {
    for (const group of table.groups) {
      tags.add(tagOf(table, group));
      for (const text of group.routes) {
        const route = parseRoute(table.mount, text);
        const { path } = openApiPath(route.path);
        paths[path] = { ...paths[path], [route.method]: operationOf(table, group, route) };
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hondana API',
      version: '1',
      description:
        '`/api/v1`: the reader API (answers wrapped in `{ status, data }`, snake_case keys). ' +
        '`/api/admin`: the console API (react-admin, ra-data-simple-rest).',
    },
    servers: [{ url: '/' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        accessToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Access-Token',
          description: 'A session token (reader or staff), as the sign-in answers give it.',
        },
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'hondana_admin',
          description: "The console's session cookie, set by POST /api/admin/auth/login.",
        },
        integrationToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A tenant's integration token (hnd_…) on the admin API, within its role " +
            '(x-integration-roles); 300 calls a minute per token.',
        },
      },
    },
  };
}

let built: string | undefined;

/** The document as JSON text, built on first use. */
export function openApiJson(): string {
  built ??= JSON.stringify(buildOpenApiDocument());
  return built;
}
