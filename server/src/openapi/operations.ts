import { multipartRoutes } from '../api/multipartRoutes';
import { integrationRoles, mayCallAdmin } from '../integrations';
import { inputName, recordName } from './components';
import { v1Answers } from './answers';
import type { Access, ApiTable, RouteGroup, Route } from './routeTable';
import { openApiPath } from './routeTable';
import type { Schema } from './schema';
import { componentRef } from './schema';

const multipart = new Set<string>(multipartRoutes);

/** Answers that are files (PDF, CSV, images), not JSON. */
const FILE_ANSWER = /\/export$|\/file\/|\/download\/|receipt(\/|$)|\/cover\//;

const security: Record<Access, Record<string, string[]>[]> = {
  // `{}`: no credentials needed; a token, when sent, is still read.
  anyone: [{}, { accessToken: [] }],
  signedIn: [{ accessToken: [] }],
  staff: [{ adminSession: [] }, { accessToken: [] }],
};

/**
 * Who may call: the group's access, and on the admin API the integration token roles whose
 * table (integrations/roles.ts) lets them make this call.
 */
function accessOf(table: ApiTable, group: RouteGroup, route: Route) {
  const roles =
    table.mount === '/api/admin'
      ? integrationRoles.filter((role) =>
          mayCallAdmin(role, route.method.toUpperCase(), route.path.slice(table.mount.length)),
        )
      : [];
  if (!roles.length) return { security: security[group.access] };
  return {
    security: [...security[group.access], { integrationToken: [] }],
    'x-integration-roles': roles,
  };
}

/** The OpenAPI operation of one declared route. */
export function operationOf(table: ApiTable, group: RouteGroup, route: Route) {
  const key = `${route.method.toUpperCase()} ${route.path}`;
  const { parameters } = openApiPath(route.path);
  const resource = group.resource && resourceShapes(group, table, route);
  const answer = resource?.answer ?? (table.isEnveloped ? v1Answers[key] : undefined);
  const hasBody = route.method === 'post' || route.method === 'put';
  const answerStatus = resource?.isCreate ? '201' : '200';
  return {
    operationId: `${route.method} ${route.path}`,
    tags: [tagOf(table, group)],
    ...accessOf(table, group, route),
    parameters: parameters.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(hasBody && { requestBody: bodyOf(key, resource?.body) }),
    responses: {
      [answerStatus]: {
        description: answer ? 'The answer.' : 'The answer (its data not described yet).',
        content: FILE_ANSWER.test(route.path)
          ? { '*/*': { schema: {} } }
          : { 'application/json': { schema: wrapped(table, answer ?? {}) } },
      },
      default: {
        description: 'An error: the catalogue status and message key.',
        content: { 'application/json': { schema: componentRef('ErrorAnswer') } },
      },
    },
    'x-precise-answer': answer !== undefined,
  };
}

/** The tag of a group: the API and the router (`admin plans`, `v1 contentGroups`). */
export function tagOf(table: ApiTable, group: RouteGroup): string {
  return `${table.mount === '/api/v1' ? 'v1' : 'admin'} ${group.tag}`;
}

function wrapped(table: ApiTable, data: Schema): Schema {
  if (!table.isEnveloped) return data;
  return { allOf: [componentRef('V1Envelope'), { properties: { data } }] };
}

function bodyOf(key: string, schema: Schema | undefined) {
  const type = multipart.has(key) ? 'multipart/form-data' : 'application/json';
  return { content: { [type]: { schema: schema ?? {} } } };
}

/** The five ra-data-simple-rest routes of a resource group: records in, records out. */
function resourceShapes(group: RouteGroup, table: ApiTable, route: Route) {
  const base = routeBase(group, table);
  const record = componentRef(recordName(group.resource!));
  const input = componentRef(inputName(group.resource!));
  const isOne = route.path === `${base}/:id`;
  if (route.path === base && route.method === 'get') {
    return { answer: { type: 'array', items: record } as Schema };
  }
  if (route.path === base && route.method === 'post') {
    return { answer: record, body: input, isCreate: true };
  }
  if (isOne && route.method === 'put') return { answer: record, body: input };
  if (isOne) return { answer: record };
  return undefined;
}

/** The mount of a resource group: its shortest route. */
function routeBase(group: RouteGroup, table: ApiTable): string {
  const paths = group.routes.map((route) => table.mount + route.split(' ')[1]);
  return paths.reduce((shortest, path) => (path.length < shortest.length ? path : shortest));
}
