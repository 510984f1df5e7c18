import { Router } from 'express';
import type { PublicSettings } from '@hondana/schemas';
import { toPublicTenant } from '../../companies/types';
import { AppError } from '../../errors';
import type { SettingsService } from '../../settings/service';
import type { Tenancy } from '../../tenancy/resolve';
import { toSnakeKeys } from './caseKeys';

export interface PublicApiDeps {
  tenancy: Tenancy;
  settings: SettingsService;
}

/** Anonymous endpoints the reader calls (never any secret in them). */
export function publicApi({ tenancy, settings }: PublicApiDeps): Router {
  const router = Router();
  // Converting every key is not free; the resolved object is reused until settings change.
  const snakeCache = new WeakMap<PublicSettings, unknown>();

  async function tenantOf(req: Parameters<Tenancy['forApi']>[0]) {
    const company = await tenancy.forApi(req);
    if (!company) throw AppError.notFound('Unknown tenant.');
    return company;
  }

  router.get('/service-admin/public/view-settings', async (req, res) => {
    const company = await tenantOf(req);
    const { settings: resolved } = await settings.resolvePublic(company.id);
    let snake = snakeCache.get(resolved);
    if (!snake) {
      snake = toSnakeKeys(resolved);
      snakeCache.set(resolved, snake);
    }
    res.json({
      status: 200,
      data: { tenant: toSnakeKeys(toPublicTenant(company)), settings: snake },
    });
  });

  router.get('/company/public/get-detail', async (req, res) => {
    const company = await tenantOf(req);
    const { settings: resolved } = await settings.resolvePublic(company.id);
    const companySettings = (resolved as unknown as { company: Record<string, unknown> }).company;
    const detail = {
      ...companySettings,
      ...toPublicTenant(company),
      maxContent: company.maxContent,
      maxUser: company.maxUser,
    };
    res.json({ status: 200, data: toSnakeKeys(detail) });
  });

  return router;
}
