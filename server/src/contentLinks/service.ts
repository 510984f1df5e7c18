import { randomUUID } from 'node:crypto';
import { validateResource } from '@hondana/schemas';
import type { ContentLinkRecord } from '@hondana/schemas';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import { userIdOf } from '../access/roles';
import type { AdminScope } from '../access/scope';
import { newSecret } from '../access/secrets';
import type { Company } from '../access/company';
import { tenantBaseUrl } from '../account/resetLink';
import { japanDate } from '../clock';
import type { Clock } from '../clock';
import { isStorable } from '../db/storable';
import { isElementId } from '../content/ids';
import { listPage } from '../db/listPage';
import type { ListQuery } from '../db/listPage';
import { AppError } from '../errors';
import { recordBody } from '../users/recordBody';
import type { ContentLink } from './repository';
import { findLinkById, isLinkExpired, linkFromRow } from './repository';
import { withTenant } from '../db/tenantWall';
import { whereContains } from '../db/contains';

export interface ContentLinkServiceDeps {
  db: Knex;
  clock: Clock;
  /** The reader site's public base (PUBLIC_URL, `linkBaseUrl`), for the link's address. */
  publicUrl: string;
}

interface Call {
  scope: AdminScope;
}

const SERVER_FIELDS = [
  'id',
  'companyId',
  'token',
  'url',
  'status',
  'contentTitle',
  'opens',
  'lastOpenedAt',
  'createdBy',
  'createdAt',
  'updatedAt',
];

const sortable: Record<string, string> = {
  label: 'l.label',
  expiryDate: 'l.expiry_date',
  opens: 'l.opens',
  lastOpenedAt: 'l.last_opened_at',
  createdAt: 'l.created_at',
};

/**
 * Content links of a tenant (content admins): a shareable address that opens one content in
 * the online viewer until its expiry date, for signed-in readers or for anyone holding it.
 * Deleting a link revokes it: viewers open through it stop at their next request.
 */
export function createContentLinkService({ db, clock, publicUrl }: ContentLinkServiceDeps) {
  function present(company: Company, row: Record<string, unknown>) {
    const link: ContentLink = linkFromRow(row);
    const base = tenantBaseUrl(company, publicUrl);
    return {
      ...link,
      contentTitle: String(row.content_title ?? ''),
      url: `${base}/content/${link.token}`,
      status: isLinkExpired(link, clock.now()) ? 'EXPIRED' : 'ACTIVE',
    };
  }

  function links(companyId: string) {
    return db('content_links as l')
      .join('contents as c', 'c.id', 'l.content_id')
      .where('l.company_id', companyId);
  }
  const withTitle = (query: Knex.QueryBuilder) => query.select('l.*', 'c.title as content_title');

  async function existing(company: Company, id: string) {
    const found = isStorable(id) ? await findLinkById(db, company.id, id) : null;
    if (!found) throw AppError.notFound('Content link not found.');
    const row = await withTitle(links(company.id).where('l.id', id)).first();
    return present(company, row);
  }

  async function checked(companyId: string, input: unknown, contentId?: string) {
    const body = recordBody(input, SERVER_FIELDS);
    const shape = validateResource('contentLink', body);
    if (!shape.ok) throw AppError.badRequest(shape.errors, 'Some fields are not valid.');
    const fields = body as unknown as ContentLinkRecord;
    const errors: Record<string, string> = {};
    if (contentId !== undefined && fields.contentId !== contentId) {
      errors.contentId = 'The content of a link cannot change: create a new link.';
    } else if (
      !isElementId(fields.contentId) ||
      !(await db('contents').where({ company_id: companyId, id: fields.contentId }).first('id'))
    ) {
      errors.contentId = 'Choose a content of this company.';
    }
    if (fields.expiryDate < japanDate(clock.now())) {
      errors.expiryDate = 'Choose today or a later day.';
    }
    const label = (fields.label ?? '').trim();
    if (!isStorable(label)) errors.label = 'Text must not contain NUL characters.';
    if (Object.keys(errors).length) throw AppError.badRequest(errors, 'Some fields are not valid.');
    return {
      content_id: fields.contentId,
      label,
      expiry_date: fields.expiryDate,
      allow_anonymous: fields.allowAnonymous ?? false,
    };
  }

  return {
    async list({ scope, query }: Call & { query: ListQuery }) {
      const company = policy.managedContent(scope);
      const base = links(company.id);
      const { q, id, contentId } = query.filter ?? {};
      if (Array.isArray(id)) base.whereIn('l.id', id.map(String).filter(isStorable));
      if (typeof contentId === 'string' && isElementId(contentId)) {
        base.where('l.content_id', contentId);
      }
      if (typeof q === 'string' && q.trim() && isStorable(q)) {
        whereContains(base, ['l.label', 'c.title'], q);
      }
      const { total, rows: page } = await listPage<Record<string, unknown>>(base, {
        ...query,
        sortable,
        defaultSort: ['createdAt', 'DESC'],
        idColumn: 'l.id',
        rows: withTitle,
      });
      return { total, items: page.map((row) => present(company, row)) };
    },

    async getOne(call: Call & { id: string }) {
      return existing(policy.managedContent(call.scope), call.id);
    },

    async create(call: Call & { input: unknown }) {
      const company = policy.managedContent(call.scope);
      const columns = await checked(company.id, call.input);
      const id = randomUUID();
      const now = clock.now().toISOString();
      await db('content_links').insert({
        id,
        company_id: company.id,
        ...columns,
        token: newSecret(),
        created_by: call.scope.actor ? userIdOf(call.scope.actor) : null,
        opens: 0,
        created_at: now,
        updated_at: now,
      });
      return existing(company, id);
    },

    /** Label, expiry and anonymous access change; the content and the address do not. */
    async update(call: Call & { id: string; input: unknown }) {
      const company = policy.managedContent(call.scope);
      const before = await existing(company, call.id);
      const columns = await checked(company.id, call.input, before.contentId);
      await db('content_links')
        .where({ company_id: company.id, id: call.id })
        .update({ ...columns, updated_at: clock.now().toISOString() });
      return existing(company, call.id);
    },

    /** Revokes the link: it and every viewer token opened through it are gone. */
    async remove(call: Call & { id: string }) {
      const company = policy.managedContent(call.scope);
      const link = await existing(company, call.id);
      await withTenant(db, company.id, async (trx) => {
        await trx('viewer_tokens').where({ company_id: company.id, link_id: link.id }).delete();
        await trx('content_links').where({ company_id: company.id, id: link.id }).delete();
      });
      return link;
    },
  };
}

export type ContentLinkService = ReturnType<typeof createContentLinkService>;
