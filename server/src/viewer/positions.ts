import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import { readerListsRepository } from '../content/favourites/repository';
import { toIso } from '../db/json';
import { AppError } from '../errors';
import { pageNumber } from './printing';
import { assertEntitled } from './entitlement';
import { readableContent } from './readableContent';

const namedZooms = ['auto', 'page-fit', 'page-width', 'page-actual'];

/**
 * Where each reader left each book (page and zoom), restored on any device. Saving a position
 * also moves the book to the top of the reader's recently-read list. Both need what opening
 * the book needs (839 otherwise): a position is part of reading it.
 */
export function createReadingPositions({ db, clock }: { db: Knex; clock: Clock }) {
  async function readable(scope: ReaderScope, contentId: unknown) {
    const reader = requireReader(scope);
    const companyId = scope.company.id;
    const content = await readableContent(db, companyId, contentId);
    const now = clock.now();
    await assertEntitled(db, { companyId, reader, content, contentGroupId: null, now });
    return { reader, content };
  }

  return {
    async get({ scope, contentId }: { scope: ReaderScope; contentId: unknown }) {
      const { reader, content } = await readable(scope, contentId);
      const row = await db('reading_positions')
        .where({ company_id: scope.company.id, user_id: reader.id, content_id: content.id })
        .first();
      if (!row) return null;
      return {
        contentId: content.id,
        page: Number(row.page),
        zoom: String(row.zoom),
        updatedAt: toIso(row.updated_at),
      };
    },

    async put({
      scope,
      contentId,
      input: body,
    }: {
      scope: ReaderScope;
      contentId: unknown;
      input: { page?: unknown; zoom?: unknown };
    }) {
      const { reader, content } = await readable(scope, contentId);
      const companyId = scope.company.id;
      const page = pageNumber(body.page, 'page');
      const zoom = zoomOf(body.zoom);
      const at = clock.now();
      await db('reading_positions')
        .insert({
          company_id: companyId,
          user_id: reader.id,
          content_id: content.id,
          page,
          zoom,
          updated_at: at.toISOString(),
        })
        .onConflict(['user_id', 'content_id'])
        .merge(['page', 'zoom', 'updated_at']);
      await readerListsRepository(db, companyId).recordRead(reader.id, content.id, at);
      return { contentId: content.id, page, zoom, updatedAt: at.toISOString() };
    },
  };
}

export type ReadingPositions = ReturnType<typeof createReadingPositions>;

/** pdf.js's named zooms, or a percentage from 10 to 1000 (sent as a number or its text). */
function zoomOf(value: unknown): string {
  if (typeof value === 'string' && namedZooms.includes(value)) return value;
  const percent = typeof value === 'string' && /^\d{2,4}$/.test(value) ? Number(value) : value;
  if (
    typeof percent === 'number' &&
    Number.isInteger(percent) &&
    percent >= 10 &&
    percent <= 1000
  ) {
    return String(percent);
  }
  throw AppError.badRequest({ zoom: 'auto, page-fit, page-width, page-actual or 10 to 1000.' });
}
