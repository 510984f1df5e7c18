import { Router } from 'express';
import type { PublicSettings } from '@hondana/schemas';
import { toPublicTenant } from '../../access/company';
import type { Company } from '../../access/company';
import { createCache } from '../../cache/cache';
import { compressedAnswers } from '../../http/compressedAnswers';
import { cachedResponse, sendCached } from '../../http/cachedResponse';
import type { CachedResponse } from '../../http/cachedResponse';
import type { ResolvedPublicSettings } from '../../settings/publicSettings';
import type { SettingsService } from '../../settings/service';
import type { Tenancy } from '../../tenancy/resolve';
import { toSnakeKeys } from '@hondana/schemas/contracts';
import type { Scopes } from '../scope';

export interface PublicApiDeps {
  scopes: Scopes;
  tenancy: Tenancy;
  settings: SettingsService;
}

/**
 * Anonymous endpoints the reader calls (never any secret in them). Mounted before the API's
 * compression (app.ts): view-settings, the reader's first call, goes out as prepared bytes in
 * the encoding asked for, so compression's wrapping of every answer would only cost it time;
 * the answers made per call are compressed by their own route's `compressed`.
 */
export function publicApi({ scopes, tenancy, settings }: PublicApiDeps): Router {
  const router = Router();
  const viewSettings = viewSettingsResponses();
  const compressed = compressedAnswers();

  router.get('/service-admin/public/view-settings', scopes.publicTenant, async (req, res) => {
    const { company } = req.readerScope;
    sendCached(req, res, viewSettings(company, await settings.resolvePublic(company.id)));
  });

  // The spec's `type` is "home-sort" / "search-sort"; the stored value is HOME_SORT / SEARCH_SORT.
  router.get('/sort-field/public', compressed, scopes.publicTenant, async (req, res) => {
    const { company } = req.readerScope;
    const { settings: resolved } = await settings.resolvePublic(company.id);
    const type =
      typeof req.query.type === 'string' ? req.query.type.toUpperCase().replace('-', '_') : '';
    const items = resolved.sortFields.items.filter((item) => !type || item.type === type);
    res.json({ status: 200, data: toSnakeKeys(items) });
  });

  router.post('/custom-login/public', compressed, scopes.publicTenant, async (req, res) => {
    const { company } = req.readerScope;
    const { settings: resolved } = await settings.resolvePublic(company.id);
    res.json({ status: 200, data: toSnakeKeys(resolved.customLogin) });
  });

  router.get('/company/public/get-detail', compressed, scopes.publicTenant, async (req, res) => {
    const { company } = req.readerScope;
    const { settings: resolved } = await settings.resolvePublic(company.id);
    const companySettings = (resolved as unknown as { company: Record<string, unknown> }).company;
    const detail = {
      ...companySettings,
      ...toPublicTenant(company),
      maxContent: company.maxContent,
      maxUser: company.maxUser,
    };
    // Spec §7: body status 201 says "this is a tenant's own site": the caller sits on the
    // company's domain rather than an admin host, and a client there sends the user to /.
    const isOnTenantSite = (await tenancy.fromHost(req)) !== null;
    res.json({ status: isOnTenantSite ? 201 : 200, data: toSnakeKeys(detail) });
  });

  return router;
}

/** Companies whose view-settings answer is kept per process. */
export const MAX_VIEW_SETTINGS = 5_000;

/**
 * The view-settings answer as bytes, per company, rebuilt only when the company record or its
 * resolved settings are new objects (both caches hand out the same object until a change).
 * `payment_mode` says whether checkouts move money (live, test or none), never how.
 */
function viewSettingsResponses() {
  const cache = createCache<
    string,
    { company: Company; settings: PublicSettings; response: CachedResponse }
  >({ max: MAX_VIEW_SETTINGS });
  return (company: Company, { settings, paymentMode }: ResolvedPublicSettings): CachedResponse => {
    const hit = cache.get(company.id);
    if (hit && hit.company === company && hit.settings === settings) return hit.response;
    const body = JSON.stringify({
      status: 200,
      data: {
        tenant: toSnakeKeys(toPublicTenant(company)),
        settings: toSnakeKeys(settings),
        payment_mode: paymentMode,
      },
    });
    // no-cache: browsers keep the copy but revalidate it (a 304 while the ETag matches).
    const response = cachedResponse(200, 'application/json; charset=utf-8', body, {
      'Cache-Control': 'no-cache',
    });
    cache.set(company.id, { company, settings, response });
    return response;
  };
}
