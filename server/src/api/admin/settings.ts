import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { SettingsService } from '../../settings/service';
import type { MailPreview } from '../../account';
import type { WatermarkPreview } from '../../viewer';
import type { PaymentVerification } from '../../payments';
import { requireActor } from '../../access/policy';
import { AppError } from '../../errors';
import { parseListQuery, sendList } from './listProtocol';

export interface SettingsRouteDeps {
  settings: SettingsService;
  mailPreview: MailPreview;
  watermarkPreview: WatermarkPreview;
  paymentVerification: PaymentVerification;
}

/** `/api/admin/settings/{kind}` — the react-admin side of the settings service. */
export function settingsRoutes(
  { settings, mailPreview, watermarkPreview, paymentVerification }: SettingsRouteDeps,
  tenantScoped: RequestHandler,
): Router {
  const router = Router();

  router.get('/', (req, res) => {
    requireActor(req.actor);
    const kinds = settings.listKinds();
    sendList(res, 'settings', kinds, kinds.length, 0);
  });

  router.get('/:kind', tenantScoped, async (req, res) => {
    res.json(await settings.get({ scope: req.adminScope, kind: String(req.params.kind) }));
  });

  router.put('/:kind', tenantScoped, async (req, res) => {
    res.json(
      await settings.save({
        scope: req.adminScope,
        kind: String(req.params.kind),
        data: settingsBody(req.body),
      }),
    );
  });

  /** The console's live preview: the draft validated and published as a save would. */
  router.post('/:kind/preview', tenantScoped, async (req, res) => {
    const data = await settings.preview({
      scope: req.adminScope,
      kind: String(req.params.kind),
      data: settingsBody(req.body),
    });
    res.json({ id: String(req.params.kind), data });
  });

  /** The mail templates' preview: the draft's mails rendered as readers would get them. */
  router.post('/mailTemplates/mails', tenantScoped, async (req, res) => {
    res.json(
      await mailPreview.forgotPassword({ scope: req.adminScope, data: settingsBody(req.body) }),
    );
  });

  /** The watermark's preview: the draft resolved for the admin as a reader's viewer gets it. */
  router.post('/watermark/sample', tenantScoped, async (req, res) => {
    res.json(
      await watermarkPreview.resolve({
        scope: req.adminScope,
        data: settingsBody(req.body),
        address: req.ip ?? '',
      }),
    );
  });

  /** The payment settings' verify action: the draft's keys tried at the gateway, not saved. */
  router.post('/payment/verify', tenantScoped, async (req, res) => {
    res.json(
      await paymentVerification.verify({ scope: req.adminScope, data: settingsBody(req.body) }),
    );
  });

  router.post('/:kind/reset', tenantScoped, async (req, res) => {
    res.json(await settings.reset({ scope: req.adminScope, kind: String(req.params.kind) }));
  });

  router.get('/:kind/history', tenantScoped, async (req, res) => {
    const { range = [0, 9] } = parseListQuery(req, 100);
    const [offset, end] = range;
    const { total, items } = await settings.history({
      scope: req.adminScope,
      kind: String(req.params.kind),
      page: { offset, limit: end - offset + 1 },
    });
    sendList(res, 'history', items, total, offset);
  });

  router.post('/:kind/rollback', tenantScoped, async (req, res) => {
    const version = (req.body as { version?: unknown } | undefined)?.version;
    res.json(
      await settings.rollback({ scope: req.adminScope, kind: String(req.params.kind), version }),
    );
  });

  return router;
}

function settingsBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('data' in body)) {
    throw AppError.badRequest({ data: 'Send the settings as "data".' });
  }
  return body.data;
}
