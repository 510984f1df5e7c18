import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { WebhookEndpoint } from '@hondana/schemas/contracts';
import { validateResource } from '@hondana/schemas';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { toIso } from '../db/json';
import type { ListQuery } from '../db/listPage';
import { listPage } from '../db/listPage';
import { isStorableUpTo } from '../db/storable';
import { withTenant } from '../db/tenantWall';
import { AppError } from '../errors';
import { refusedRange } from '../http/outbound';
import { recordBody } from '../users/recordBody';
import { typesOf } from './eventTypes';
import { newSecret } from './signing';
import { whereContains } from '../db/contains';

export interface EndpointDeps {
  db: Knex;
  clock: Clock;
  /** Hosts the operator let reach loopback or private addresses (the outbound guard's rule). */
  isAllowedHost: (url: URL) => boolean;
}

/** After a rotation the old secret signs too for this long, so a receiver can switch over. */
export const PREVIOUS_SECRET_MS = 24 * 3_600_000;

const SERVER_FIELDS = ['id', 'companyId', 'createdAt', 'updatedAt', 'secret'];

const sortable: Record<string, string> = {
  url: 'url',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

interface Fields {
  url: string;
  description: string;
  eventTypes: string[];
  isEnabled: boolean;
}

/**
 * A tenant's webhook endpoints (`/api/admin/webhook-endpoints`). The URL is checked as every
 * URL a tenant sets: https only, no credentials, and no loopback, private, link-local or
 * metadata address written as an address or as `localhost` (a name that resolves to one is
 * refused when a delivery is sent: the outbound guard resolves and vets every try). The
 * signing secret is answered once, on create and on rotation, and never read back.
 */
export function createWebhookEndpoints({ db, clock, isAllowedHost }: EndpointDeps) {
  function checked(input: unknown): Fields {
    const body = recordBody(input, SERVER_FIELDS);
    const shape = validateResource('webhookEndpoint', body);
    if (!shape.ok) throw AppError.badRequest(shape.errors, 'Some fields are not valid.');
    const url = String(body.url).trim();
    const problem = urlProblem(url);
    if (problem) throw AppError.badRequest({ url: problem }, 'Some fields are not valid.');
    const description = String(body.description ?? '').trim();
    if (!isStorableUpTo(description, 255)) {
      throw AppError.badRequest({ description: 'Text must not contain NUL characters.' });
    }
    return {
      url,
      description,
      eventTypes: body.eventTypes as string[],
      isEnabled: body.isEnabled !== false,
    };
  }

  /** Why `text` may not be an endpoint, or null. */
  function urlProblem(text: string): string | null {
    if (text.includes('\u0000')) return 'Text must not contain NUL characters.';
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return 'Enter a full URL (https://…).';
    }
    if (url.username || url.password) return 'A URL with a user name or password is not allowed.';
    const isAllowed = isAllowedHost(url);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isAllowed)) {
      return 'Use an https URL.';
    }
    if (isAllowed) return null;
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost')) {
      return 'This address is not reachable from the internet.';
    }
    if (isIP(host) && refusedRange(host)) return 'This address is not reachable from the internet.';
    return null;
  }

  async function existing(companyId: string, id: string): Promise<Record<string, unknown>> {
    const row =
      isStorableUpTo(id, 36) &&
      (await db('webhook_endpoints').where({ company_id: companyId, id }).first());
    if (!row) throw AppError.notFound('Webhook endpoint not found.');
    return row as Record<string, unknown>;
  }

  return {
    async list({ scope, query }: { scope: AdminScope; query: ListQuery }) {
      const company = policy.managedSettings(scope);
      const base = db('webhook_endpoints').where({ company_id: company.id });
      const { q, id } = query.filter ?? {};
      if (Array.isArray(id))
        base.whereIn(
          'id',
          id.map(String).filter((v) => isStorableUpTo(v, 36)),
        );
      if (typeof q === 'string' && q.trim() && isStorableUpTo(q, 255)) {
        whereContains(base, ['url', 'description'], q);
      }
      const { total, rows } = await listPage<Record<string, unknown>>(base, {
        ...query,
        sortable,
        defaultSort: ['createdAt', 'DESC'],
      });
      return { total, items: rows.map(present) };
    },

    async getOne({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedSettings(scope);
      return present(await existing(company.id, id));
    },

    /** The new endpoint with its secret: the one answer that carries it. */
    async create({ scope, input }: { scope: AdminScope; input: unknown }) {
      const company = policy.managedSettings(scope);
      const fields = checked(input);
      const id = randomUUID();
      const secret = newSecret();
      const at = clock.now().toISOString();
      await withTenant(db, company.id, (trx) =>
        trx('webhook_endpoints').insert({
          id,
          company_id: company.id,
          url: fields.url,
          description: fields.description,
          event_types: JSON.stringify(fields.eventTypes),
          is_enabled: fields.isEnabled,
          secret,
          created_at: at,
          updated_at: at,
        }),
      );
      return { ...present(await existing(company.id, id)), secret };
    },

    async update({ scope, id, input }: { scope: AdminScope; id: string; input: unknown }) {
      const company = policy.managedSettings(scope);
      await existing(company.id, id);
      const fields = checked(input);
      await withTenant(db, company.id, (trx) =>
        trx('webhook_endpoints')
          .where({ company_id: company.id, id })
          .update({
            url: fields.url,
            description: fields.description,
            event_types: JSON.stringify(fields.eventTypes),
            is_enabled: fields.isEnabled,
            updated_at: clock.now().toISOString(),
          }),
      );
      return present(await existing(company.id, id));
    },

    /** Removes the endpoint with its deliveries and their tries. */
    async remove({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedSettings(scope);
      const row = present(await existing(company.id, id));
      await withTenant(db, company.id, (trx) =>
        trx('webhook_endpoints').where({ company_id: company.id, id }).delete(),
      );
      return row;
    },

    /**
     * A new secret, answered once; the old one keeps signing beside it for a day
     * (`webhook-signature` carries both), so the receiver can switch without losing events.
     */
    async rotateSecret({ scope, id }: { scope: AdminScope; id: string }) {
      const company = policy.managedSettings(scope);
      const row = await existing(company.id, id);
      const secret = newSecret();
      const now = clock.now();
      await withTenant(db, company.id, (trx) =>
        trx('webhook_endpoints')
          .where({ company_id: company.id, id })
          .update({
            secret,
            previous_secret: row.secret,
            previous_until: new Date(now.getTime() + PREVIOUS_SECRET_MS).toISOString(),
            updated_at: now.toISOString(),
          }),
      );
      return { ...present(await existing(company.id, id)), secret };
    },
  };
}

export type WebhookEndpoints = ReturnType<typeof createWebhookEndpoints>;

/** The endpoint as the admin API answers it: never its secrets. */
function present(row: Record<string, unknown>): WebhookEndpoint {
  return {
    id: String(row.id),
    companyId: String(row.company_id),
    url: String(row.url),
    description: String(row.description ?? ''),
    eventTypes: typesOf(row.event_types),
    isEnabled: Boolean(row.is_enabled),
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}
