import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { contentSecurityPolicy } from './csp';

/**
 * helmet's defaults plus our CSP, as a fixed list of headers. Reader shells replace the CSP
 * with one that also allows their tenant's Tag Manager snippet (by hash).
 */
export function securityHeaders(): RequestHandler {
  const headers = securityHeaderList();
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * helmet's twelve middlewares only ever set constant headers (given constant options), so
 * they run once at start-up against a recorder and requests get the recorded list: the same
 * headers for a loop of `setHeader` calls instead of a chain of twelve `next()`s.
 */
export function securityHeaderList(): [string, string][] {
  const recorded: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => recorded.push([name, value]),
    // helmet removes X-Powered-By; the app never sets it (`x-powered-by` is disabled).
    removeHeader: () => undefined,
  };
  const middleware = helmet({
    contentSecurityPolicy: false,
    // The console frames the preview from the same origin.
    frameguard: { action: 'sameorigin' },
  }) as unknown as (req: object, res: typeof recorder, next: () => void) => void;
  middleware({}, recorder, () => undefined);
  return [...recorded, ['Content-Security-Policy', contentSecurityPolicy()]];
}
