import { toCamelKeys } from '@hondana/schemas/contracts';
import { Router } from 'express';
import type { Request } from 'express';
import type { ViewerServices } from '../../viewer';
import { sendData } from '../envelope';
import type { Scopes } from '../scope';
import { sendPdf } from '../sendPdf';
import { sendFile } from './byteRanges';
import { param } from './readers';

export interface ViewerApiDeps {
  scopes: Scopes;
  viewer: ViewerServices;
}

/**
 * The online viewer and downloads (contracts.md, "Online viewer and downloads"): viewer
 * tokens and their heartbeats, the PDF by token with range requests, print authorisation,
 * page-view batches, download specs and stamped downloads, and reading positions.
 */
export function viewerApi({ scopes, viewer }: ViewerApiDeps): Router {
  const router = Router();
  // An OPEN_TYPE visitor reads as its device reader (auth/deviceReaders.ts): made when it first
  // opens a book, then named by its cookie on every token call. Other tenants: unchanged.
  const { readerScope } = scopes;
  const device = scopes.deviceReader({ create: false });
  const opening = scopes.deviceReader({ create: true });
  const { tokens, links, delivery, printing, downloads, positions } = viewer;
  const address = (req: Request) => req.ip ?? '';
  const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
  const tokenCall = (req: Request) => ({ scope: req.readerScope, tokenId: req.params.tokenId });

  router.get('/content/public/viewer-token', readerScope, opening, async (req, res) => {
    const request = {
      contentId: param(req, 'contentId'),
      contentGroupId: param(req, 'contentGroupId'),
      tokenId: param(req, 'tokenId'),
      sessionToken: req.accessToken,
      referrer: req.get('Referer') ?? null,
      address: address(req),
    };
    sendData(res, await tokens.open({ scope: req.readerScope, request }));
  });

  // A bearer token for an app's or the learning service's embed (/direct-view/{viewToken}).
  router.post('/content/public/direct-view-token', readerScope, device, async (req, res) => {
    const input = toCamelKeys(body(req)) as Record<string, unknown>;
    const request = {
      contentId: input.contentId,
      contentGroupId: input.contentGroupId,
      tokenId: undefined,
      sessionToken: req.accessToken,
      referrer: req.get('Referer') ?? null,
      address: address(req),
    };
    sendData(res, await tokens.openDirect({ scope: req.readerScope, request }));
  });

  router.get('/viewer/tokens/:tokenId', readerScope, device, async (req, res) => {
    sendData(res, await tokens.describe({ ...tokenCall(req), address: address(req) }));
  });

  router.get('/content/link/:contentToken/viewer-token', readerScope, device, async (req, res) => {
    const request = {
      linkToken: req.params.contentToken,
      tokenId: param(req, 'tokenId'),
      sessionToken: req.accessToken,
      referrer: req.get('Referer') ?? null,
      address: address(req),
    };
    sendData(res, await links.open({ scope: req.readerScope, request }));
  });

  router.post('/viewer/tokens/:tokenId/heartbeat', readerScope, device, async (req, res) => {
    sendData(res, await tokens.heartbeat(tokenCall(req)));
  });

  router.delete('/viewer/tokens/:tokenId', readerScope, device, async (req, res) => {
    sendData(res, await tokens.close(tokenCall(req)));
  });

  router.post('/viewer/tokens/:tokenId/print', readerScope, device, async (req, res) => {
    sendData(res, await printing.authorise({ ...tokenCall(req), input: body(req) }));
  });

  router.post('/viewer/tokens/:tokenId/page-views', readerScope, device, async (req, res) => {
    sendData(res, await printing.pageViews({ ...tokenCall(req), input: body(req) }));
  });

  // GET answers HEAD too (Express); sendFile sends no body for it.
  router.get('/viewer/file/:tokenId', readerScope, device, async (req, res) => {
    await sendFile(req, res, await delivery.file(tokenCall(req)));
  });

  router.get('/viewer/file/:tokenId/first-page', readerScope, device, async (req, res) => {
    await sendFile(req, res, await delivery.firstPage(tokenCall(req)));
  });

  router.get('/content/get-content-download-spec', readerScope, device, async (req, res) => {
    const request = {
      contentId: param(req, 'contentId'),
      pageFrom: param(req, 'pageFrom'),
      pageTo: param(req, 'pageTo'),
      address: address(req),
      sessionToken: req.accessToken,
    };
    sendData(res, await downloads.spec({ scope: req.readerScope, request }));
  });

  router.get('/viewer/download/:downloadId', readerScope, device, async (req, res) => {
    const request = { downloadId: req.params.downloadId, address: address(req) };
    const { bytes, fileName } = await downloads.download({ scope: req.readerScope, request });
    sendPdf(res, { fileName, pdf: bytes });
  });

  router.get('/content/reading-position/:contentId', readerScope, device, async (req, res) => {
    sendData(res, await positions.get({ scope: req.readerScope, contentId: req.params.contentId }));
  });

  router.put('/content/reading-position/:contentId', readerScope, device, async (req, res) => {
    sendData(
      res,
      await positions.put({
        scope: req.readerScope,
        contentId: req.params.contentId,
        input: body(req),
      }),
    );
  });

  return router;
}
