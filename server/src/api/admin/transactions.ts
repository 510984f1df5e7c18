import { Router } from 'express';
import type { Dashboard } from '../../dashboard';
import type { Refunds, Transactions } from '../../orders';
import type { Receipts } from '../../receipts';
import { sendPdf } from '../sendPdf';
import { parseListQuery, sendList } from './listProtocol';

/** `/api/admin/transactions`: the tenant's payment history, its CSV export, refunds, receipts. */
export function transactionRoutes(
  transactions: Transactions,
  refunds: Refunds,
  receipts: Receipts,
  dashboard: Pick<Dashboard, 'forgetTenant'>,
): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseListQuery(req);
    const { total, items } = await transactions.list({ scope: req.adminScope, query });
    sendList(res, 'transactions', items, total, query.range?.[0] ?? 0);
  });

  // `?filter={…}` as the list sends it: the export is what the admin is looking at.
  router.get('/export', async (req, res) => {
    const { filter } = parseListQuery(req);
    const { fileName, csv } = await transactions.exportCsv({ scope: req.adminScope, filter });
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.attachment(fileName);
    res.send(csv);
  });

  // An admin's refund, full or partial (`{ amount }`, tax included), through the gateway.
  router.post('/:id/refund', async (req, res) => {
    const input = req.body ?? {};
    const refunded = await refunds.refund({ scope: req.adminScope, id: req.params.id, input });
    dashboard.forgetTenant(req.adminScope.company.id);
    res.json(refunded);
  });

  // The reader's receipt, in `?lang=` or the reader's profile language.
  router.get('/:id/receipt', async (req, res) => {
    const request = { scope: req.adminScope, id: req.params.id, lang: req.query.lang };
    sendPdf(res, await receipts.forAdmin(request));
  });

  // The receipt mailed again to the reader who paid (an admin's "resend").
  router.post('/:id/receipt-mail', async (req, res) => {
    res.json(await receipts.mailToReader({ scope: req.adminScope, id: req.params.id }));
  });

  router.get('/:id', async (req, res) => {
    res.json(await transactions.getOne({ scope: req.adminScope, id: req.params.id }));
  });

  return router;
}
