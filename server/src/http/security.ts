import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { contentSecurityPolicy } from './csp';

/**
 * Browser features no page of ours uses are switched off, for every frame and script (Tag
 * Manager's included); the viewer goes full screen. Card entry is a plain form, so `payment`
 * (the Payment Request API) is off too. Only names Chromium knows: others log console errors.
 */
const permissions: Record<string, string> = {
  accelerometer: '()',
  camera: '()',
  'display-capture': '()',
  fullscreen: '(self)',
  geolocation: '()',
  gyroscope: '()',
  hid: '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  payment: '()',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '()',
  serial: '()',
  usb: '()',
  'xr-spatial-tracking': '()',
};

export const permissionsPolicy = Object.entries(permissions)
  .map(([feature, allowlist]) => `${feature}=${allowlist}`)
  .join(', ');

/**
 * helmet's defaults plus our CSP and Permissions-Policy, as a fixed list of headers. Reader shells replace the CSP
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
  return [
    ...recorded,
    ['Content-Security-Policy', contentSecurityPolicy()],
    ['Permissions-Policy', permissionsPolicy],
  ];
}
