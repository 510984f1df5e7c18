import { randomUUID } from 'node:crypto';
import { MAX_NOTE_LENGTH } from '@hondana/schemas/contracts';
import type { ReaderNote } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Actor } from '../access/roles';
import { isStorable } from '../db/storable';
import { toIso } from '../db/json';
import { AppError } from '../errors';

/** Notes kept per reader; the profile shows the newest `SHOWN_NOTES`. */
export const MAX_NOTES_PER_READER = 200;
export const SHOWN_NOTES = 50;

type Row = Record<string, unknown>;

/** `reader_notes`: an admin's short notes on a reader of their tenant. */
export function readerNotes(db: Knex) {
  const of = (companyId: string, userId: string) =>
    db('reader_notes').where({ company_id: companyId, user_id: userId });

  return {
    async newest(companyId: string, userId: string): Promise<ReaderNote[]> {
      const rows: Row[] = await of(companyId, userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(SHOWN_NOTES);
      return rows.map(presentNote);
    },

    /** 400 for an empty or too long text, or a reader with too many notes already. */
    async add(companyId: string, userId: string, author: Actor, input: unknown, now: Date) {
      const body = typeof input === 'object' && input !== null ? (input as Row).body : undefined;
      const text = typeof body === 'string' ? body.trim() : '';
      if (!text || text.length > MAX_NOTE_LENGTH || text.includes('\u0000')) {
        throw AppError.badRequest({ body: `Write 1 to ${MAX_NOTE_LENGTH} characters.` });
      }
      const count = await of(companyId, userId).count({ n: '*' }).first();
      if (Number(count?.n ?? 0) >= MAX_NOTES_PER_READER) {
        throw AppError.badRequest({
          body: `A reader keeps at most ${MAX_NOTES_PER_READER} notes.`,
        });
      }
      const row = {
        id: randomUUID(),
        company_id: companyId,
        user_id: userId,
        body: text,
        author_id: author.id,
        author_name: String(author.fullName || author.email || '').slice(0, 255),
        created_at: now.toISOString(),
      };
      await db('reader_notes').insert(row);
      return presentNote(row);
    },

    /** True when the note was the reader's and is gone. */
    async remove(companyId: string, userId: string, id: string) {
      if (id.length > 36 || !isStorable(id)) return false;
      return (await of(companyId, userId).where({ id }).delete()) === 1;
    },
  };
}

function presentNote(row: Row): ReaderNote {
  return {
    id: String(row.id),
    body: String(row.body),
    authorName: String(row.author_name ?? ''),
    createdAt: toIso(row.created_at),
  };
}
