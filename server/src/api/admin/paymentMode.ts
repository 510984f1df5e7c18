import { Router } from 'express';
import type { PaymentModes } from '../../payments';

/**
 * `GET /api/admin/payment-mode`: `{ mode, gateway }` of the working tenant, for the console's
 * bar (test mode, or payments not set up). Service admins read it too: they publish plans.
 */
export function paymentModeRoutes(modes: Pick<PaymentModes, 'forStaff'>): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    res.json(await modes.forStaff(req.adminScope));
  });
  return router;
}
