import { Router } from 'express';
import { clearSessionCookie, setSessionCookie } from '../../auth/middleware';
import { requireActor } from '../../access/policy';
import type { Actor } from '../../access/roles';
import type { AuthService } from '../../auth/service';

/** Console sign-in: `POST login`, `GET me`, `POST logout` (contracts.md §5). */
export function authRoutes(auth: AuthService): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const body = (req.body ?? {}) as { login?: unknown; password?: unknown };
    const { actor, token, expiresAt } = await auth.login({
      login: body.login,
      password: body.password,
      clientAddress: req.ip,
    });
    setSessionCookie(req, res, token, expiresAt);
    res.json({ user: userView(actor) });
  });

  router.get('/me', (req, res) => {
    res.json(userView(requireActor(req.actor)));
  });

  router.post('/logout', async (req, res) => {
    if (req.accessToken) await auth.logout(req.accessToken);
    clearSessionCookie(req, res);
    res.json({});
  });

  return router;
}

function userView(actor: Actor) {
  const { id, fullName, email, roleLevel, companyId } = actor;
  return { id, fullName, email, roleLevel, companyId };
}
