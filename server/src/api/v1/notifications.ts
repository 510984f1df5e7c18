import { Router } from 'express';
import { toCamelKeys } from '@hondana/schemas/contracts';
import { parsePaging } from '../../db/paging';
import type { Notifications } from '../../notifications';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';

/** Spec 001 §7's notification calls: the signed-in reader's own notifications only. */
export function notificationApi({
  scopes,
  notifications,
}: {
  scopes: Scopes;
  notifications: Notifications;
}) {
  const router = Router();
  const { readerScope } = scopes;

  router.get('/notification/public/page', readerScope, async (req, res) => {
    sendData(res, await notifications.page(req.readerScope, parsePaging(req.query)));
  });

  router.get('/notification/public/detail/:id', readerScope, async (req, res) => {
    sendData(res, await notifications.detail(req.readerScope, String(req.params.id)));
  });

  router.put(['/notification/update', '/notification/update/'], readerScope, async (req, res) => {
    const input = toCamelKeys(req.body ?? {});
    sendData(res, await notifications.update(req.readerScope, input));
  });

  return router;
}
