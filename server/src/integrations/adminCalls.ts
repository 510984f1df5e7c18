import { Role, Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import { bearerToken } from '../access/bearer';
import type { Actor } from '../access/roles';
import type { Clock } from '../clock';
import { createRateLimit } from '../db/rateLimits';
import { AppError } from '../errors';
import { mayCallAdmin } from './roles';
import type { TokenHolder } from './tokens';

/** Admin API calls one token may make per minute (as an app password's; SUSHI allows 60). */
export const ADMIN_CALLS_PER_MINUTE = 300;

/** One admin API call as the token check sees it: `path` is the raw path below `/api/admin`. */
export interface AdminCall {
  authorization: string;
  method: string;
  path: string;
}

/**
 * The admin API's callers by integration token (issue 35): `Authorization: Bearer hnd_…`. Every
 * call looks the token up (a revoked one is refused at once), counts against the token's limit,
 * and must be in its role's table (roles.ts). The caller acts as a company administrator of the
 * token's tenant only, marked as the token.
 */
export function createAdminCalls({
  db,
  clock,
  tokens,
}: {
  db: Knex;
  clock: Clock;
  tokens: { verify(token: unknown): Promise<TokenHolder | null> };
}) {
  const perToken = createRateLimit(
    { db, clock },
    { name: 'integration:admin', limit: ADMIN_CALLS_PER_MINUTE, windowMs: 60_000 },
  );
  return async function authenticate({ authorization, method, path }: AdminCall): Promise<Actor> {
    const holder = await tokens.verify(bearerToken(authorization));
    if (!holder) throw AppError.unauthorized();
    if (!(await perToken.take(holder.id))) throw new AppError(Status.tooManyRequests);
    if (!mayCallAdmin(holder.role, method, path)) throw AppError.forbidden();
    return {
      id: holder.id,
      email: '',
      fullName: holder.name,
      roleLevel: Role.COMPANY_ADMIN,
      companyId: holder.companyId,
      integrationTokenId: holder.id,
    };
  };
}

export type AdminCalls = ReturnType<typeof createAdminCalls>;
