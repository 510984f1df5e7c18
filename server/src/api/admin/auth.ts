import { Router } from 'express';
import type { StaffIdentity } from '@hondana/schemas/contracts';
import { clearSessionCookie, setSessionCookie } from '../../auth/middleware';
import { requireActor } from '../../access/policy';
import type { Actor } from '../../access/roles';
import type { Company } from '../../access/company';
import { toPublicTenant } from '../../access/company';
import type { SignInMethod, SignInPassport } from '../../auth/passport';
import type { AuthService } from '../../auth/service';
import type { StaffService } from '../../staff/service';

/** The console's sign-in path and its passport strategy. */
export const staffRoute = { '/login': 'staff' } as const satisfies Record<string, SignInMethod>;

/**
 * Console sign-in: `POST login` (the `staff` passport strategy, auth/passport), `GET me`,
 * `POST logout` (contracts.md §5), and `POST password`,
 * where a staff member's invitation or reset link sets a password (no session needed).
 */
export function authRoutes(
  auth: AuthService,
  signIn: SignInPassport,
  staff: StaffService,
  companyById: (id: string) => Promise<Company | null>,
): Router {
  const router = Router();

  router.post('/password', async (req, res) => {
    const body = (req.body ?? {}) as { token?: unknown; password?: unknown };
    res.json(await staff.setPassword({ token: body.token, password: body.password }));
  });

  router.post('/login', async (req, res) => {
    const { actor, token, expiresAt } = await signIn.authenticate(staffRoute['/login'], {
      req,
      res,
    });
    setSessionCookie(req, res, token, expiresAt);
    res.json({ user: userView(actor) });
  });

  /** Tenant staff also get their tenant's name and address (the dashboard's card). */
  router.get('/me', async (req, res) => {
    const actor = requireActor(req.actor);
    const company = actor.companyId ? await companyById(actor.companyId) : null;
    const identity: StaffIdentity = {
      ...userView(actor),
      ...(company ? { company: toPublicTenant(company) } : {}),
    };
    res.json(identity);
  });

  router.post('/logout', async (req, res) => {
    if (req.accessToken) await auth.logout(req.accessToken);
    clearSessionCookie(req, res);
    res.json({});
  });

  return router;
}

function userView(actor: Actor): StaffIdentity {
  const { id, fullName, email, roleLevel, companyId } = actor;
  return { id, fullName, email, roleLevel, companyId };
}
