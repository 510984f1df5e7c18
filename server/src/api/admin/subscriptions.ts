import { Router } from 'express';
import type { Subscribers } from '../../subscribers';
import { parseListQuery, sendList } from './listProtocol';

/** Pages of the subscribers' list: at most this many rows a request. */
const MAX_PAGE = 100;

/**
 * `/api/admin/subscriptions`: the tenant's subscriptions with reader and plan
 * (ra-data-simple-rest), their CSV export, an admin's cancel, and complimentary access
 * (`POST /`, the only subscription an admin creates).
 */
export function subscriptionRoutes(subscribers: Subscribers): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseListQuery(req, MAX_PAGE);
    const { total, items } = await subscribers.list({ scope: req.adminScope, query });
    sendList(res, 'subscriptions', items, total, query.range?.[0] ?? 0);
  });

  // `?filter={…}` as the list sends it: the export is what the admin is looking at.
  router.get('/export', async (req, res) => {
    const { filter } = parseListQuery(req);
    const { fileName, csv } = await subscribers.exportCsv({ scope: req.adminScope, filter });
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.attachment(fileName);
    res.send(csv);
  });

  router.post('/', async (req, res) => {
    const input = req.body ?? {};
    res.status(201).json(await subscribers.grantComplimentary({ scope: req.adminScope, input }));
  });

  router.post('/:id/cancel', async (req, res) => {
    const call = { scope: req.adminScope, id: req.params.id, input: req.body ?? {} };
    res.json(await subscribers.cancel(call));
  });

  router.get('/:id', async (req, res) => {
    res.json(await subscribers.getOne({ scope: req.adminScope, id: req.params.id }));
  });

  return router;
}

/** `/api/admin/subscribers/{userId}`: a reader's profile, and the admins' notes on them. */
export function subscriberRoutes(subscribers: Subscribers): Router {
  const router = Router();

  router.get('/:id', async (req, res) => {
    res.json(await subscribers.profile({ scope: req.adminScope, userId: req.params.id }));
  });

  router.post('/:id/notes', async (req, res) => {
    const call = { scope: req.adminScope, userId: req.params.id, input: req.body ?? {} };
    res.status(201).json(await subscribers.addNote(call));
  });

  router.delete('/:id/notes/:noteId', async (req, res) => {
    const call = { scope: req.adminScope, userId: req.params.id, id: req.params.noteId };
    res.json(await subscribers.removeNote(call));
  });

  return router;
}
