import { Router } from 'express';
import type { Announcements } from '../../notifications/announcements';
import { parseListQuery, sendList } from './listProtocol';

/**
 * `/api/admin/announcements`: the send log (list, one), `POST /preview` (each language's
 * in-app item and mail, nothing sent) and `POST /` (logs it and queues the send). A sent
 * announcement is history: no update or delete.
 */
export function announcementRoutes(announcements: Announcements): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = parseListQuery(req, 100);
    const { total, items } = await announcements.list({ scope: req.adminScope, query });
    sendList(res, 'announcements', items, total, query.range?.[0] ?? 0);
  });
  router.get('/:id', async (req, res) => {
    res.json(await announcements.getOne({ scope: req.adminScope, id: req.params.id }));
  });
  router.post('/preview', async (req, res) => {
    res.json(await announcements.preview({ scope: req.adminScope, input: req.body }));
  });
  router.post('/', async (req, res) => {
    res.status(201).json(await announcements.create({ scope: req.adminScope, input: req.body }));
  });
  return router;
}
