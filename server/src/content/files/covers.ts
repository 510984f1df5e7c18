import type { Knex } from 'knex';
import { policy } from '../../access/policy';
import type { Actor } from '../../access/roles';
import { isElementId } from '../ids';
import type { BlobStore, StoredBlob } from '../../storage/blobStore';

export interface CoverRequest {
  contentId: string;
  /** The tenant the request's host (or `path` / `domain`) names, if any. */
  tenantId: string | null;
  actor: Actor | null;
}

export interface Cover {
  blob: StoredBlob;
  /** The image's hash (from its key): the ETag, so a new cover is fetched at once. */
  hash: string;
}

/**
 * A content's uploaded cover, for `GET /api/v1/content/cover/{id}` (the `coverUrl` of content
 * answers). Covers show in `<img>` on listings, which send no access token, so a published
 * content's cover is public like its title; an unpublished one only to the tenant's staff.
 * The id is a global key: on a tenant's host only that tenant's contents answer.
 */
export async function findCover(db: Knex, store: BlobStore, request: CoverRequest) {
  if (!isElementId(request.contentId)) return null;
  const row = await db('contents')
    .join('companies', 'companies.id', 'contents.company_id')
    .where('contents.id', request.contentId)
    .first(
      'contents.company_id',
      'contents.cover_key',
      'contents.is_published',
      'companies.status',
    );
  if (!row?.cover_key || (request.tenantId && request.tenantId !== row.company_id)) return null;
  const isVisible =
    (Boolean(row.is_published) && row.status === 'ACTIVE') ||
    canManage(request.actor, row.company_id);
  if (!isVisible) return null;
  const hash = /cover-([a-f0-9]{64})\./.exec(row.cover_key)?.[1];
  const blob = hash ? await store.get(row.cover_key) : null;
  return blob && hash ? ({ blob, hash } satisfies Cover) : null;
}

function canManage(actor: Actor | null, companyId: string): boolean {
  try {
    policy.assertCanManageContent(actor, companyId);
    return true;
  } catch {
    return false;
  }
}
