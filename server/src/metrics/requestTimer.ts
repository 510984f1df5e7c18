import type { Request, RequestHandler } from 'express';
import type { Metrics } from './registry';

/** The label of a request no route answered (static files, the reader's shells, 404s). */
export const UNMATCHED = 'unmatched';

const PATTERN = Symbol('hondana.routePattern');
type WithPattern = Request & { [PATTERN]?: string };

/**
 * Times every request into `hondana_http_request_duration_seconds`, labelled with the route
 * pattern that answered it (`/api/v1/viewer/file/:tokenId`), never the URL: ids in a label would
 * make a series per book. `request` is the app's request prototype (`app.request`).
 */
export function requestTimer(
  metrics: Pick<Metrics, 'observeRequest'>,
  request: object,
): RequestHandler {
  rememberRoutePatterns(request);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = (req as WithPattern)[PATTERN] ?? UNMATCHED;
      metrics.observeRequest({ method: req.method, route, status: res.statusCode }, seconds);
    });
    next();
  };
}

/**
 * Keeps `baseUrl + route.path` when the router sets `req.route`. Read at `finish` instead, a
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
