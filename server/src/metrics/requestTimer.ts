import type { Request, RequestHandler } from 'express';
import onHeaders from 'on-headers';
import type { Metrics } from './registry';

/** The label of a request no route answered (static files, the reader's shells, 404s). */
export const UNMATCHED = 'unmatched';

const PATTERN = Symbol('hondana.routePattern');
type WithPattern = Request & { [PATTERN]?: string };

/**
 * Times every request into `hondana_http_request_duration_seconds`, labelled with the route
 * pattern that answered it (`/api/v1/viewer/file/:tokenId`), never the URL: ids in a label would
 * make a series per book. `request` is the app's request prototype (`app.request`).
 * Timed to the moment the headers go out (as the `response-time` middleware does), through
 * on-headers: a `finish` listener on every response halved the hot endpoints' throughput
 * (docs/performance/history.md, "Metrics at no cost to the hot paths"). A body streamed after
 * its headers (a PDF range) is counted in the viewer's bytes, not in this time.
 */
export function requestTimer(
  metrics: Pick<Metrics, 'observeRequest'>,
  request: object,
): RequestHandler {
  rememberRoutePatterns(request);
  return (req, res, next) => {
    const started = performance.now();
    onHeaders(res, () => {
      const seconds = (performance.now() - started) / 1000;
      const route = (req as WithPattern)[PATTERN] ?? UNMATCHED;
      metrics.observeRequest({ method: req.method, route, status: res.statusCode }, seconds);
    });
    next();
  };
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
