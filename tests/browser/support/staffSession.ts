import type { DemoServer } from './server';

/**
 * A staff sign-in through the console's own endpoint, as `name=value` pairs of the cookies it
 * sets: for Node-side admin calls, and for a browser context that should start signed in.
 */
export async function staffSessionCookies(
  server: DemoServer,
  login: string,
  password: string,
): Promise<[name: string, value: string][]> {
  const response = await fetch(`${server.base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok) throw new Error(`staff sign-in of ${login} failed: ${response.status}`);
  return response.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0];
    const equals = pair.indexOf('=');
    return [pair.slice(0, equals), pair.slice(equals + 1)];
  });
}

/** The same cookies as one Cookie header. */
export async function staffCookieHeader(server: DemoServer, login: string, password: string) {
  const cookies = await staffSessionCookies(server, login, password);
  return cookies.map(([name, value]) => `${name}=${value}`).join('; ');
}
