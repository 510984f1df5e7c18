import type { Request, RequestHandler } from 'express';
import { ServerResponse } from 'node:http';
import type { Metrics } from './registry';

/** The label of a request no route answered (static files, the reader's shells, 404s). */
export const UNMATCHED = 'unmatched';

const PATTERN = Symbol('hondana.routePattern');
type WithPattern = Request & { [PATTERN]?: string };

/**
 * Times every request into `hondana_http_request_duration_seconds`, labelled with the route
 * pattern that answered it (`/api/v1/viewer/file/:tokenId`), never the URL: ids in a label would
 * make a series per book. `app` gives the app's request and response prototypes.
 * Timed to the moment the headers go out (as the `response-time` middleware does), by the
 * response prototype's `writeHead`: a `finish` listener on every response halved the hot
 * endpoints' throughput, and a wrapper per response (on-headers) still cost them a tenth
 * (docs/performance/history.md, "Metrics at no cost to the hot paths"). A body streamed after
 * its headers (a PDF range) is counted in the viewer's bytes, not in this time.
 */
export function requestTimer(
  metrics: Pick<Metrics, 'observeRequest'>,
  app: { request: object; response: object },
): RequestHandler {
  rememberRoutePatterns(app.request);
  observeAtHeaders(app.response, metrics);
  return (req, _res, next) => {
    (req as Timed)[STARTED] = performance.now();
    next();
  };
}

const STARTED = Symbol('hondana.startedAt');
type Timed = WithPattern & { [STARTED]?: number };

/** Every answer's headers pass through `writeHead`, implicit ones included (`res.end`). */
function observeAtHeaders(response: object, metrics: Pick<Metrics, 'observeRequest'>) {
  const writeHead = ServerResponse.prototype.writeHead;
  Object.defineProperty(response, 'writeHead', {
    configurable: true,
    writable: true,
    value: function timedWriteHead(this: ServerResponse, ...args: unknown[]) {
      const req = this.req as Timed;
      const started = req[STARTED];
      if (started !== undefined) {
        req[STARTED] = undefined;
        const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
        const route = req[PATTERN] ?? UNMATCHED;
        const seconds = (performance.now() - started) / 1000;
        metrics.observeRequest({ method: req.method, route, status }, seconds);
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    },
  });
}

/**
 * Keeps `baseUrl + route.path` when the router sets `req.route`. Read when the answer goes, a
 * request whose route threw would lose its routers' prefixes: leaving a router on an error
 * restores `req.baseUrl` before the error handler answers.
 */
function rememberRoutePatterns(request: object) {
  const ROUTE = Symbol('hondana.route');
  type Held = WithPattern & { [ROUTE]?: { path: string } };
  Object.defineProperty(request, 'route', {
    configurable: true,
    get(this: Held) {
      return this[ROUTE];
    },
    set(this: Held, route: { path: string }) {
      this[ROUTE] = route;
      this[PATTERN] = `${this.baseUrl}${route.path}`;
    },
  });
}
