import type { Express } from 'express';

/** A layer of Express 5's router stack, as far as the walk reads it. */
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  /** The mount path of `router.use(path, …)` (absent for a bare `router.use(fn)`). */
  rawPath?: string | string[];
  handle: { stack?: Layer[] };
}

/**
 * Every route the app serves under one of `prefixes`, as `METHOD /path` in OpenAPI's form
 * (`{id}`), found by walking the real router stack: nested routers, their mount paths, routes
 * on arrays of paths. A trailing slash is dropped, as Express (not strict) matches both.
 */
export function servedRoutes(app: Express, prefixes: readonly string[]): Set<string> {
  const found = new Set<string>();
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  walk(stack, '', (method, path) => {
    if (prefixes.some((prefix) => path.startsWith(`${prefix}/`))) {
      found.add(`${method.toUpperCase()} ${templated(path)}`);
    }
  });
  return found;
}

function walk(stack: Layer[], prefix: string, visit: (method: string, path: string) => void) {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of list(layer.route.path)) {
        for (const method of Object.keys(layer.route.methods)) visit(method, join(prefix, path));
      }
    } else if (layer.handle.stack) {
      for (const mount of layer.rawPath === undefined ? ['/'] : list(layer.rawPath)) {
        walk(layer.handle.stack, join(prefix, mount), visit);
      }
    }
  }
}

const list = (path: string | string[]) => (Array.isArray(path) ? path : [path]);

function join(prefix: string, path: string): string {
  const joined = `${prefix}${path === '/' ? '' : path}`;
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function templated(path: string): string {
  if (/[*?(]/.test(path)) throw new Error(`A route the document cannot name: ${path}`);
  return path.replace(/:(\w+)/g, '{$1}');
}

/** `METHOD /path` of every operation of an OpenAPI document. */
export function documentedRoutes(document: { paths: Record<string, object> }): Set<string> {
  const found = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) found.add(`${method.toUpperCase()} ${path}`);
  }
  return found;
}

/** What one set has that the other lacks, both ways. */
export function differences(served: Set<string>, documented: Set<string>) {
  return {
    undocumented: [...served].filter((route) => !documented.has(route)).sort(),
    notServed: [...documented].filter((route) => !served.has(route)).sort(),
  };
}
