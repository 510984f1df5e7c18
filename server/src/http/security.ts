import helmet from 'helmet';
import { contentSecurityPolicy } from '../shell/csp';

/**
 * helmet's defaults plus our CSP. Reader shells replace the CSP header with one that also
 * allows their tenant's Tag Manager snippet (by hash).
 */
export function securityHeaders() {
  const policy = contentSecurityPolicy();
  const headers = helmet({
    contentSecurityPolicy: false,
    // The console frames the preview from the same origin.
    frameguard: { action: 'sameorigin' },
  });
  return [
    headers,
    (_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
      res.setHeader('Content-Security-Policy', policy);
      next();
    },
  ];
}
