import { Router } from 'express';
import type { Request } from 'express';
import type { SettingsService } from '../../settings/service';
import { requireActor } from '../../auth/policy';
import { AppError } from '../../errors';
import { parseListQuery, sendList } from './listProtocol';

/** `/api/admin/settings/{kind}` — the react-admin side of the settings service. */
export function settingsRoutes(settings: SettingsService): Router {
  const router = Router();

  router.get('/', (req, res) => {
    requireActor(req.actor);
    const kinds = settings.listKinds();
    sendList(res, 'settings', kinds, kinds.length, 0);
  });

  router.get('/:kind', async (req, res) => {
    res.json(await settings.get(req.actor, companyIdOf(req), req.params.kind));
  });

  router.put('/:kind', async (req, res) => {
    const body = req.body as { data?: unknown } | undefined;
    if (!body || typeof body !== 'object' || !('data' in body)) {
      throw AppError.badRequest({ data: 'Send the settings as "data".' });
    }
    res.json(await settings.save(req.actor, companyIdOf(req), req.params.kind, body.data));
  });

  router.post('/:kind/reset', async (req, res) => {
    res.json(await settings.reset(req.actor, companyIdOf(req), req.params.kind));
  });

  router.get('/:kind/history', async (req, res) => {
    const { range = [0, 9] } = parseListQuery(req, 100);
    const [offset, end] = range;
    const { total, items } = await settings.history(req.actor, companyIdOf(req), req.params.kind, {
      offset,
      limit: end - offset + 1,
    });
    sendList(res, 'history', items, total, offset);
  });

  router.post('/:kind/rollback', async (req, res) => {
    const version = (req.body as { version?: unknown } | undefined)?.version;
    res.json(await settings.rollback(req.actor, companyIdOf(req), req.params.kind, version));
  });

  return router;
}

/** System admins pick the tenant with `?companyId=`; the policy checks everyone else. */
export function companyIdOf(req: Request): string | null {
  const value = req.query.companyId;
  return typeof value === 'string' && value ? value : null;
}
