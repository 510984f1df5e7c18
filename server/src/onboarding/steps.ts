import type { Knex } from 'knex';
import { isBilingualValue, isBlankText } from '@hondana/schemas';
import { GroupType } from '../content/groupTypes';
import type { StoredSettings } from '../settings/repository';

/*
 * Each step of the setup checklist as a question about the tenant's stored rows. Every query
 * stops at the first matching row (`first`), so the checklist costs the same for a tenant with
 * ten contents as for one with a million.
 */

/** Brand: a service name, logo or header title of the tenant's own, not the blank defaults. */
export function hasBrand(company: StoredSettings | null, header: StoredSettings | null): boolean {
  return (
    isText(company?.data.serviceName) ||
    isText(company?.data.logo) ||
    isText(header?.data.logo) ||
    isText(header?.data.title)
  );
}

/**
 * Sign-in rules: the company settings were saved with their sign-in fields. The console's form
 * always sends them, so any save there counts as reviewed; an API call that only names the
 * service does not.
 */
export function hasSignInRules(company: StoredSettings | null): boolean {
  return company !== null && 'loginRequire' in company.data;
}

/** Content: at least one content with its file uploaded (published or not). */
export async function hasContentWithFile(db: Knex, companyId: string): Promise<boolean> {
  return exists(db('contents').where({ company_id: companyId }).whereNotNull('file_key'));
}

/** Groups: a normal content group (special groups fill themselves and the reset adds them). */
export async function hasContentGroup(db: Knex, companyId: string): Promise<boolean> {
  return exists(db('content_groups').where({ company_id: companyId, type: GroupType.NORMAL }));
}

/** First plan: a published plan that is not archived, i.e. one on sale. */
export async function hasPublishedPlan(db: Knex, companyId: string): Promise<boolean> {
  return exists(
    db('subscription_plans')
      .where({ company_id: companyId, is_published: true })
      .whereNull('archived_at'),
  );
}

/**
 * Publish: a reader who opens the library finds a book in it: a published content with its
 * file, shelved in a normal group (readers browse by group, docs/decisions.md "Issue 31:
 * onboarding").
 */
export async function hasShelvedBook(db: Knex, companyId: string): Promise<boolean> {
  return exists(
    db('content_group_items as i')
      .join('content_groups as g', 'g.id', 'i.content_group_id')
      .join('contents as c', 'c.id', 'i.content_id')
      .where('i.company_id', companyId)
      .where('g.company_id', companyId)
      .where('c.company_id', companyId)
      .where('g.type', GroupType.NORMAL)
      .where('c.is_published', true)
      .whereNotNull('c.file_key'),
  );
}

async function exists(query: Knex.QueryBuilder): Promise<boolean> {
  return Boolean(await query.first(query.client.raw('1 as found')));
}

function isText(value: unknown): boolean {
  return isBilingualValue(value) && !isBlankText(value);
}
