import { randomBytes } from 'node:crypto';
import type { AdminScope } from '../access/scope';
import { AppError } from '../errors';
import type { FieldErrors } from '../errors';
import type { SettingsService } from './service';
import { isPlainObject } from './service';

/** Settings kinds whose list entries the spec's aliases edit one at a time. */
export const itemLists = {
  footer: 'links',
  searchResult: 'buttons',
  sortFields: 'items',
  contentDetail: 'buttons',
} as const;

export type ItemKind = keyof typeof itemLists;
type Item = Record<string, unknown>;

interface ItemCall {
  scope: AdminScope;
  kind: ItemKind;
}

interface ItemIdCall extends ItemCall {
  id: string;
}

/**
 * Footer links, sort options and the buttons of search results and of the content detail
 * page by id, as the spec's `/footer/add`,
 * `/footer/update/{id}`… expect. Each change saves the whole document through the settings
 * service, so validation, versioning and history are the same as for a full save.
 */
export function createItemOperations(settings: SettingsService) {
  async function load({ scope, kind }: ItemCall) {
    const record = await settings.get({ scope, kind });
    const items = (record.data[itemLists[kind]] as Item[] | undefined) ?? [];
    return { data: record.data, items };
  }

  async function store({ scope, kind }: ItemCall, data: Item, items: Item[], index: number) {
    const listKey = itemLists[kind];
    try {
      const saved = await settings.save({ scope, kind, data: { ...data, [listKey]: items } });
      return saved;
    } catch (err) {
      throw err instanceof AppError && err.fieldErrors
        ? AppError.badRequest(itemErrors(err.fieldErrors, `${listKey}.${index}.`), err.message)
        : err;
    }
  }

  function findIndex(items: Item[], id: string) {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw AppError.notFound(`No item with id "${id}".`);
    return index;
  }

  return {
    /** Every item of the list, in its order (`/button/list`, `/button/page`). */
    async list(call: ItemCall): Promise<Item[]> {
      return (await load(call)).items;
    },

    async get(call: ItemIdCall): Promise<Item> {
      const { items } = await load(call);
      return items[findIndex(items, call.id)];
    },

    async add({ input, ...call }: ItemCall & { input: unknown }): Promise<Item> {
      const { data, items } = await load(call);
      const item = { ...requireObject(input), id: randomBytes(6).toString('hex') };
      await store(call, data, [...items, item], items.length);
      return this.get({ ...call, id: item.id });
    },

    async update({ input, ...call }: ItemIdCall & { input: unknown }): Promise<Item> {
      const { data, items } = await load(call);
      const index = findIndex(items, call.id);
      const next = items.map((item, i) =>
        i === index ? { ...item, ...requireObject(input), id: call.id } : item,
      );
      await store(call, data, next, index);
      return this.get(call);
    },

    async remove(call: ItemIdCall): Promise<void> {
      const { data, items } = await load(call);
      const index = findIndex(items, call.id);
      await store(
        call,
        data,
        items.filter((_, i) => i !== index),
        index,
      );
    },
  };
}

export type ItemOperations = ReturnType<typeof createItemOperations>;

function requireObject(input: unknown): Item {
  if (!isPlainObject(input)) throw AppError.badRequest({ '': 'Send a JSON object.' });
  // Ids are assigned by the server; a client-sent id is ignored.
  return Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'id'));
}

/** "links.3.url" → "url" for the item being edited; other paths are kept as they are. */
function itemErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path.startsWith(prefix) ? path.slice(prefix.length) : path,
      message,
    ]),
  );
}
