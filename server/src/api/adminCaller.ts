import type { Request, RequestHandler } from 'express';
import { isBearer } from '../access/bearer';
import type { AdminCalls } from '../integrations';

const ADMIN_API = /^\/api\/admin(?=\/|$)/i;

/**
 * Who calls: on `/api/admin` with `Authorization: Bearer`, the integration token alone decides
 * (401 for a bad one, never the cookie's session instead); otherwise the session middleware.
 */
export function adminCaller({
  session,
  adminCalls,
}: {
  session: RequestHandler;
  adminCalls: AdminCalls;
}): RequestHandler {
  return async (req, res, next) => {
    const authorization = req.get('authorization');
    const path = adminPath(req);
    if (path === null || !isBearer(authorization)) {
      await session(req, res, next);
      return;
    }
    req.accessToken = null;
    req.tokenSource = null;
    req.actor = await adminCalls({ authorization, method: req.method, path });
    next();
  };
}

/** The raw path below `/api/admin` (no query), or null for any other path. */
function adminPath(req: Request): string | null {
  const path = req.originalUrl.split('?')[0];
  return ADMIN_API.test(path) ? path.replace(ADMIN_API, '') || '/' : null;
}
