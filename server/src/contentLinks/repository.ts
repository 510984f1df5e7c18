import type { Knex } from 'knex';
import { japanDate } from '../clock';
import { toIso } from '../db/json';

/** A content link as the server keeps it (content_links). */
export interface ContentLink {
  id: string;
  companyId: string;
  contentId: string;
  token: string;
  label: string;
  /** The last day the link opens, in Japan time (YYYY-MM-DD). */
  expiryDate: string;
  allowAnonymous: boolean;
  createdBy: string | null;
  opens: number;
  lastOpenedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Links are 43 URL-safe characters (256 random bits); anything else is refused unread. */
export const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function linkFromRow(row: Record<string, unknown>): ContentLink {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    contentId: String(row.content_id),
    token: String(row.token),
    label: String(row.label ?? ''),
    expiryDate: String(row.expiry_date),
    allowAnonymous: Boolean(row.allow_anonymous),
    createdBy: row.created_by ? String(row.created_by) : null,
    opens: Number(row.opens ?? 0),
    lastOpenedAt: toIso(row.last_opened_at) ?? null,
    createdAt: toIso(row.created_at) as string,
    updatedAt: toIso(row.updated_at) as string,
  };
}

/** Whether the link still opens on `now` (through its expiry day in Japan). */
export function isLinkExpired(link: Pick<ContentLink, 'expiryDate'>, now: Date): boolean {
  return link.expiryDate < japanDate(now);
}

/** A tenant's link by its secret, or null (malformed, unknown, another tenant's). */
export async function findLinkByToken(
  db: Knex,
  companyId: string,
  token: unknown,
): Promise<ContentLink | null> {
  if (typeof token !== 'string' || !linkTokenPattern.test(token)) return null;
  const row = await db('content_links').where({ company_id: companyId, token }).first();
  return row ? linkFromRow(row) : null;
}

/** A tenant's link by id, or null. */
export async function findLinkById(
  db: Knex,
  companyId: string,
  id: string,
): Promise<ContentLink | null> {
  if (id.length > 36) return null;
  const row = await db('content_links').where({ company_id: companyId, id }).first();
  return row ? linkFromRow(row) : null;
}

/** Counts one opening of the link (the console shows how often and when it was last used). */
export async function recordLinkOpen(db: Knex, link: ContentLink, at: Date): Promise<void> {
  await db('content_links')
    .where({ id: link.id })
    .update({ opens: db.raw('opens + 1'), last_opened_at: at.toISOString() });
}
