import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors';

/**
 * Mounted on `/admin` and `/api/admin` when the deployment names its admin hosts: elsewhere
 * they do not exist (404), so no script on a tenant's pages shares an origin with the console.
 */
export function adminHostsOnly(isAdminHost: (req: Request) => boolean): RequestHandler {
  return (req, _res, next) => {
    next(isAdminHost(req) ? undefined : AppError.notFound());
  };
}
