/** Whether an `Authorization` header claims a bearer token (Basic and other schemes are not). */
export function isBearer(authorization: string | undefined): authorization is string {
  return authorization !== undefined && /^\s*bearer(\s|$)/i.test(authorization);
}

/** The token of `Bearer <token>`; null when the header holds anything else. */
export function bearerToken(authorization: string): string | null {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(authorization);
  return match ? match[1] : null;
}
