import express from 'express';
import type { ErrorRequestHandler, Express } from 'express';
import { GatewayError } from '../gateway';
import type { SandboxGateway } from '.';
import { challengePage, resultPage } from './pages';

/**
 * The sandbox gateway's own small HTTP app, which the reader's browser calls directly: the
 * tokenisation endpoint (so the card number never passes through our server) and the 3-D
 * Secure challenge page. The demo mounts it at `/sandbox-gateway`; tests start it on its own
 * port. It keeps no logs of requests.
 */
export function sandboxGatewayApp(sandbox: SandboxGateway): Express {
  const app = express();
  app.disable('x-powered-by');

  // Called from the shop's pages on another origin; no cookies are involved.
  app.use('/v1/tokens', (req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    res.set('Access-Control-Allow-Methods', 'POST');
    res.set('Access-Control-Allow-Headers', 'Content-Type');
    res.set('Cache-Control', 'no-store');
    if (req.method === 'OPTIONS') res.status(204).end();
    else next();
  });

  app.post('/v1/tokens', express.json({ limit: '8kb' }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const answer = await sandbox.tokenise({
      cardNumber: body.card_number,
      cardExpire: body.card_expire,
      securityCode: body.security_code,
      holderName: body.holder_name,
    });
    if ('problem' in answer) {
      res.status(400).json({ status: 'failure', code: answer.problem });
      return;
    }
    const { token, last4, brand, expiresAt } = answer;
    res.json({ status: 'success', token, card: { last4, brand }, expires_at: expiresAt });
  });

  app.get('/3ds/:chargeId', async (req, res) => {
    const charge = await sandbox.retrieve(req.params.chargeId);
    res.set('Cache-Control', 'no-store');
    res
      .type('html')
      .send(charge.status === 'requires_action' ? challengePage(charge) : resultPage(charge));
  });

  app.post(
    '/3ds/:chargeId',
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req, res) => {
      const isApproved = (req.body as Record<string, unknown>)?.outcome === 'approve';
      const { charge, returnUrl } = await sandbox.completeChallenge(
        req.params.chargeId,
        isApproved,
      );
      if (!returnUrl) {
        res.type('html').send(resultPage(charge));
        return;
      }
      const back = new URL(returnUrl);
      back.searchParams.set('charge_id', charge.chargeId);
      back.searchParams.set('order_id', charge.orderId);
      res.redirect(303, back.toString());
    },
  );

  app.use(((err, _req, res, _next) => {
    res.status(statusOf(err)).json({ status: 'failure', code: codeOf(err) });
  }) as ErrorRequestHandler);
  return app;
}

/** A refusal of the gateway's, or a body the parser refused (bad JSON, too large): never a 500. */
function statusOf(err: unknown): number {
  if (err instanceof GatewayError) return err.code === 'not_found' ? 404 : 400;
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? 400 : 500;
}

function codeOf(err: unknown): string {
  if (err instanceof GatewayError) return err.code;
  return statusOf(err) === 400 ? 'invalid_request' : 'internal_error';
}
