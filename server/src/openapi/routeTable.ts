import type { ResourceName } from '@hondana/schemas';

/**
 * Who may call a route, as the document's security says it: `anyone` (a token, when sent,
 * only personalises the answer), `signedIn` (a session token; the route checks the role) or
 * `staff` (a console session, by cookie or token).
 */
export type Access = 'anyone' | 'signedIn' | 'staff';

/** Routes of one router, declared for the document (the OpenAPI test keeps it whole). */
export interface RouteGroup {
  /** The router (its file in `api/v1/`, its mount under `/api/admin`): the operations' tag. */
  tag: string;
  access: Access;
  /** A react-admin resource: its list, one, create, update and delete answer these records. */
  resource?: ResourceName;
  /** `METHOD /path` in Express's form (`:id`), relative to the API's mount. */
  routes: readonly string[];
}

/** One API: where it is mounted and how its answers are wrapped. */
export interface ApiTable {
  mount: '/api/v1' | '/api/admin';
  /** v1 wraps data in `{ status, data }`; the admin API answers react-admin's bare JSON. */
  isEnveloped: boolean;
  groups: readonly RouteGroup[];
}

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface Route {
  method: Method;
  /** Express's form, mount included: `/api/admin/plans/:id`. */
  path: string;
}

/** `PUT /plans/:id` under `/api/admin` → `{ method: 'put', path: '/api/admin/plans/:id' }`. */
export function parseRoute(mount: string, route: string): Route {
  const [method, path] = route.split(' ');
  return { method: method.toLowerCase() as Method, path: mount + path };
}

/** Express's `:id` → OpenAPI's `{id}`, and the names of the path's parameters. */
export function openApiPath(path: string): { path: string; parameters: string[] } {
  const parameters: string[] = [];
  const templated = path.replace(/:(\w+)/g, (_match, name: string) => {
    parameters.push(name);
    return `{${name}}`;
  });
  return { path: templated, parameters };
}
