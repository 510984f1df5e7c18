import { createHash } from 'node:crypto';

const GTM_ORIGINS = ['https://www.googletagmanager.com'];
const ANALYTICS_ORIGINS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export interface CspOptions {
  /** Inline scripts allowed by hash (the GTM bootstrap snippet). */
  inlineScripts?: string[];
  hasTagManager?: boolean;
  /**
   * Origins the reader's order page posts cards to (the card gateways' token APIs, from the
   * server's configuration, never from a tenant's settings).
   */
  paymentOrigins?: string[];
}

/**
 * Content-Security-Policy: same-origin scripts, inline styles (theme variables, MUI),
 * images from https/data, framing only by ourselves (the console's preview iframe). Google
 * Tag Manager is allowed only on shells of tenants that configured a container.
 */
export function contentSecurityPolicy({
  inlineScripts = [],
  hasTagManager = false,
  paymentOrigins = [],
}: CspOptions = {}) {
  const hashes = inlineScripts.map((script) => `'sha256-${sha256(script)}'`);
  const gtm = hasTagManager ? GTM_ORIGINS : [];
  const analytics = hasTagManager ? ANALYTICS_ORIGINS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...hashes, ...gtm],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", ...paymentOrigins, ...analytics],
    'frame-src': ["'self'", ...gtm],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}
