import { Router } from 'express';
import type { Request } from 'express';
import type { ItemKind, ItemOperations } from '../../settings/items';
import type { SettingsService } from '../../settings/service';
import type { Scopes } from '../scope';
import { toCamelKeys } from '@hondana/schemas/contracts';
import { pageAt, parsePaging } from '../../db/paging';
import { sendData } from '../envelope';
import type { BlobStore } from '../../storage/blobStore';
import { multipartSettings } from '../multipartSettings';

export interface AliasDeps {
  scopes: Scopes;
  settings: SettingsService;
  items: ItemOperations;
  /** Where the multipart banner save puts its image. */
  store: BlobStore;
}

interface KindAlias {
  kind: string;
  detail: string;
  update: string;
  reset?: string;
}

/** The spec's admin paths (001 §7) over the one settings service (contracts.md §5). */
export const kindAliases: KindAlias[] = [
  { kind: 'header', detail: '/header/detail', update: '/header/update' },
  { kind: 'body', detail: '/body/detail', update: '/body/update' },
  { kind: 'input', detail: '/input/detail', update: '/input/update' },
  {
    kind: 'layout',
    detail: '/layout-setting/detail',
    update: '/layout-setting/update',
    reset: '/layout-setting/reset-layout-setting',
  },
  { kind: 'footer', detail: '/footer/detail', update: '/footer/update' },
  { kind: 'watermark', detail: '/watermark', update: '/watermark', reset: '/watermark/reset' },
  { kind: 'banner', detail: '/banner', update: '/banner', reset: '/banner/reset-banner' },
  { kind: 'customLogin', detail: '/custom-login/detail', update: '/custom-login/update' },
  {
    kind: 'searchResult',
    detail: '/content-search-result-setting/detail',
    update: '/content-search-result-setting/update',
  },
  {
    kind: 'sortFields',
    detail: '/sort-field/detail',
    update: '/sort-field/update',
    reset: '/sort-field/reset-sort-field',
  },
  {
    kind: 'payment',
    detail: '/company/veritrans-payment',
    update: '/company/update-veritrans-payment',
  },
];

export const itemAliases: {
  kind: ItemKind;
  get: string;
  add: string;
  update: string;
  remove: string;
}[] = [
  {
    kind: 'footer',
    get: '/footer/detail/:id',
    add: '/footer/add',
    update: '/footer/update/:id',
    remove: '/footer/delete/:id',
  },
  {
    kind: 'searchResult',
    get: '/content-search-result-setting/detail-button/:id',
    add: '/content-search-result-setting/add-button',
    update: '/content-search-result-setting/update-button/:id',
    remove: '/content-search-result-setting/delete-button/:id',
  },
  // Spec 001 §7 "Buttons": the content detail page's buttons (the search results' have theirs).
  {
    kind: 'contentDetail',
    get: '/button/detail/:id',
    add: '/button/add',
    update: '/button/update/:id',
    remove: '/button/delete/:id',
  },
  {
    kind: 'sortFields',
    get: '/sort-field/detail/:id',
    add: '/sort-field/add',
    update: '/sort-field/update/:id',
    remove: '/sort-field/delete/:id',
  },
];

export function aliasApi({ scopes, settings, items, store }: AliasDeps): Router {
  const router = Router();
  const staff = scopes.adminScope({ isTenantFromRequest: true });

  // The spec saves the banner as multipart (image + `content-data` JSON); JSON passes through.
  router.put('/banner', staff, multipartSettings({ store }));

  for (const { kind, detail, update, reset } of kindAliases) {
    router.get(detail, staff, async (req, res) => {
      sendData(res, (await settings.get({ scope: req.adminScope, kind })).data);
    });
    router.put(update, staff, async (req, res) => {
      const saved = await settings.save({
        scope: req.adminScope,
        kind,
        data: toCamelKeys(req.body),
      });
      sendData(res, saved.data);
    });
    if (reset) {
      router.put(reset, staff, async (req, res) => {
        sendData(res, (await settings.reset({ scope: req.adminScope, kind })).data);
      });
    }
  }

  // The buttons as a list and as a page of the v1 envelope (spec 001 §7 `/button/list`, `/page`).
  router.get('/button/list', staff, async (req, res) => {
    sendData(res, await items.list({ scope: req.adminScope, kind: 'contentDetail' }));
  });
  router.get('/button/page', staff, async (req, res) => {
    const paging = parsePaging(req.query);
    const all = await items.list({ scope: req.adminScope, kind: 'contentDetail' });
    sendData(
      res,
      await pageAt(
        all.length,
        paging,
        async (offset, limit) => all.slice(offset, offset + limit),
        (rows) => rows,
      ),
    );
  });

  for (const alias of itemAliases) {
    const call = (req: Request) => ({ scope: req.adminScope, kind: alias.kind });
    const idCall = (req: Request) => ({ ...call(req), id: String(req.params.id) });
    router.get(alias.get, staff, async (req, res) => {
      sendData(res, await items.get(idCall(req)));
    });
    router.post(alias.add, staff, async (req, res) => {
      sendData(res, await items.add({ ...call(req), input: toCamelKeys(req.body) }));
    });
    router.put(alias.update, staff, async (req, res) => {
      sendData(res, await items.update({ ...idCall(req), input: toCamelKeys(req.body) }));
    });
    router.delete(alias.remove, staff, async (req, res) => {
      await items.remove(idCall(req));
      sendData(res, null);
    });
  }

  return router;
}
