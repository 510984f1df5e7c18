/** What a browser tells about where a request came from (Fetch Metadata and Origin). */
export interface CallOrigin {
  /** `Sec-Fetch-Site`: same-origin, same-site, cross-site or none (typed into the bar). */
  fetchSite: string | undefined;
  origin: string | undefined;
  /** The Host the request was sent to. */
  host: string | undefined;
}

/**
 * Whether a cookie-authenticated call provably comes from a page of this very origin. A page
 * on a sibling subdomain is same-site, not same-origin, and is refused too. Without either
 * header the answer is `isUnknownAllowed`: a browser always sends one of them with a POST, but
 * a GET link or image from another site may carry neither, so GET must not allow unknown.
 */
export function isSameOriginCall(call: CallOrigin, isUnknownAllowed: boolean): boolean {
  if (call.fetchSite) return call.fetchSite === 'same-origin' || call.fetchSite === 'none';
  if (call.origin) return originHost(call.origin) === (call.host ?? '').toLowerCase();
  return isUnknownAllowed;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}
