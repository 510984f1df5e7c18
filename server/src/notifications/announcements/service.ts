import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { policy } from '../../access/policy';
import type { AdminScope } from '../../access/scope';
import type { Company } from '../../access/company';
import type { Clock } from '../../clock';
import { isStorable } from '../../db/storable';
import { writeJson } from '../../db/json';
import type { ListQuery } from '../../db/listPage';
import { listPage } from '../../db/listPage';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs';
import type { MailTemplates } from '../../mail';
import { audienceCount, audienceName } from './audience';
import { announcementLanguages, checkDraft } from './fields';
import { presentAnnouncement } from './present';
import { renderAnnouncement } from './render';
import { ANNOUNCEMENT_JOB } from './sendJob';
import type { AnnouncementJobPayload } from './sendJob';

export interface AnnouncementDeps {
  db: Knex;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
  templates: MailTemplates;
  siteUrl: (company: Company) => string;
}

const sortable: Record<string, string> = {
  createdAt: 'created_at',
  sentAt: 'sent_at',
  status: 'status',
  audienceCount: 'audience_count',
};

/**
 * An admin's announcements to the tenant's readers (issue 31): a preview of each language's
 * in-app item and mail, the send (queued as a job: the request never mails), and the send log.
 * Who may: as for reader accounts (system and company admins).
 */
export function createAnnouncements({ db, clock, jobs, templates, siteUrl }: AnnouncementDeps) {
  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedUsers(scope);
      const base = db('announcements').where('company_id', company.id);
      const { id } = query.filter ?? {};
      if (Array.isArray(id)) base.whereIn('id', id.map(String).filter(isStorable));
      const { total, rows } = await listPage<Record<string, unknown>>(base, {
        ...query,
        sortable,
        defaultSort: ['createdAt', 'DESC'],
      });
      return { total, items: rows.map(presentAnnouncement) };
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedUsers(scope);
      const row =
        id.length <= 36 && isStorable(id)
          ? await db('announcements').where({ company_id: company.id, id }).first()
          : null;
      if (!row) throw AppError.notFound('Announcement not found.');
      return presentAnnouncement(row);
    },

    /**
     * Each language's in-app item and mail as a reader would get them (the admin's name in
     * the greeting), and how many readers the audience reaches. Nothing is stored or sent.
     */
    async preview({ scope, input }: { scope: AdminScope; input: unknown }) {
      const company = policy.managedUsers(scope);
      const draft = checkDraft(input, scope.language);
      await audienceName(db, company.id, draft);
      const values = {
        fullName: scope.actor.fullName,
        companyName: company.name,
        siteUrl: siteUrl(company),
      };
      const languages = Object.fromEntries(
        announcementLanguages.map((lang) => [
          lang,
          renderAnnouncement(templates, draft, lang, values),
        ]),
      );
      return { audienceCount: await audienceCount(db, company.id, draft), ...languages };
    },

    /** Logs the announcement and queues its send; the send job writes and mails. */
    async create({ scope, input }: { scope: AdminScope; input: unknown }) {
      const company = policy.managedUsers(scope);
      const draft = checkDraft(input, scope.language);
      const name = await audienceName(db, company.id, draft);
      const count = await audienceCount(db, company.id, draft);
      const id = randomUUID();
      await db('announcements').insert({
        id,
        company_id: company.id,
        audience: draft.audience,
        user_group_id: draft.userGroupId,
        user_id: draft.userId,
        audience_name: name.slice(0, 255),
        title: writeJson(draft.title),
        body: writeJson(draft.body),
        channels: writeJson(draft.channels),
        status: 'queued',
        audience_count: count,
        created_by: scope.actor.id,
        created_by_name: (scope.actor.fullName || scope.actor.email).slice(0, 255),
        created_at: clock.now().toISOString(),
      });
      const payload: AnnouncementJobPayload = { announcementId: id };
      await jobs.enqueue({ type: ANNOUNCEMENT_JOB, companyId: company.id, payload });
      return presentAnnouncement(await db('announcements').where({ id }).first());
    },
  };
}

export type Announcements = ReturnType<typeof createAnnouncements>;
