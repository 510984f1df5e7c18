import { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { policy } from '../access/policy';
import { previewPath } from '@hondana/schemas/contracts';
import type { Company } from '../access/company';
import { sendCached } from '../http/cachedResponse';
import type { SettingsService } from '../settings/service';
import type { Tenancy } from '../tenancy/resolve';
import type { RenderedShell, ShellRenderer } from './render';
import { shellConfig } from './config';
import { shellResponses } from './responses';
import { paintRequestOf } from './paintRequest';

export interface ShellDeps {
  tenancy: Tenancy;
  settings: SettingsService;
  renderer: ShellRenderer;
}

/** The staff preview of a tenant's reader, framed by the console (contracts.md §4). */
export function previewRoutes({ tenancy, settings, renderer }: ShellDeps): Router {
  const router = Router();
  router.get('/admin/preview/:companyId{/*rest}', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { companyId } = req.params;
    if (!req.params.rest && !req.path.endsWith('/')) {
      res.redirect(302, previewPath(companyId));
      return;
    }
    if (!req.actor) {
      res.redirect(302, '/admin/login');
      return;
    }
    const company = await tenancy.byId(companyId);
    if (!policy.canPreview(req.actor, companyId) || !company) {
      res
        .status(company ? 403 : 404)
        .type('text')
        .send(company ? 'Forbidden' : 'Not found');
      return;
    }
    const { settings: resolved, paymentMode } = await settings.resolvePublic(company.id);
    const config = shellConfig({
      company,
      settings: resolved,
      paymentMode,
      basePath: previewPath(company.id),
      preview: true,
    });
    send(res, 200, renderer.render(config));
  });
  return router;
}

/**
 * Every reader route: a FULL_DOMAIN tenant's host serves the shell for any path; otherwise
 * the first segment names a PATH tenant (`/{path}` redirects to `/{path}/`). Anything else
 * is the reader's 404 page with default settings.
 */
export function readerShell({
  tenancy,
  settings,
  renderer,
  hasConsole,
}: ShellDeps & {
  /** False on tenant hosts when `ADMIN_HOSTS` keeps the console elsewhere. */
  hasConsole: (req: Request) => boolean;
}): RequestHandler {
  const shells = shellResponses(renderer);

  async function serve(req: Request, res: Response, company: Company | null, basePath: string) {
    const resolved = await settings.resolvePublic(company?.id ?? null);
    const rest = req.path.startsWith(basePath) ? req.path.slice(basePath.length) : '';
    sendCached(
      req,
      res,
      shells(company, resolved, basePath, rest, paintRequestOf(req.headers, company)),
    );
  }

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    if (tenancy.isAdminHost(req)) {
      res.redirect(302, '/admin/');
      return;
    }
    const byHost = await tenancy.fromHost(req);
    if (byHost) {
      await serve(req, res, byHost, '/');
      return;
    }
    const [, segment = '', ...rest] = req.path.split('/');
    if (!segment && hasConsole(req)) {
      // A bare host that is no tenant: the console is the useful place to land.
      res.redirect(302, '/admin/');
      return;
    }
    const byPath = await tenancy.fromPath(decodeSegment(segment));
    if (byPath && rest.length === 0) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(302, `/${byPath.path}/${query}`);
      return;
    }
    await serve(req, res, byPath, byPath ? `/${byPath.path}/` : '/');
  };
}

function send(res: Response, status: number, shell: RenderedShell) {
  res.set('Content-Security-Policy', shell.csp);
  res.status(status).type('html').send(shell.html);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
