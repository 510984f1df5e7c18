import { randomUUID } from 'node:crypto';
import { hashSecret, newSecret } from '../access/secrets';
import { validateResource } from '@hondana/schemas';
import type { IntegrationTokenRecord } from '@hondana/schemas';
import type { Knex } from 'knex';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { recordBody } from '../users/recordBody';
import type { IntegrationRole } from './roles';

/** Tokens start so (a leaked one is recognisable in logs and by secret scanners). */
export const TOKEN_PREFIX = 'hnd_';

/** A token's id is a UUID: anything else is unknown before a query (a NUL byte never reaches PostgreSQL). */
const TOKEN_ID = /^[0-9a-f-]{36}$/;

/** Tokens a tenant may hold unrevoked at once (a machine each; revoked ones stay listed). */
export const MAX_LIVE_TOKENS = 20;

/** How often a token's "last used" is written at most: a harvest of many calls writes once. */
const LAST_USED_EVERY_MS = 60_000;

/** A token as the console lists it: never the token itself, nor its hash. */
export interface IntegrationToken {
  id: string;
  name: string;
  role: IntegrationRole;
  /** The token's first characters, to tell keys apart. */
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Who a presented token is: its tenant, name and role. */
export interface TokenHolder {
  id: string;
  companyId: string;
  name: string;
  role: IntegrationRole;
}

interface TokenRow {
  id: string;
  company_id: string;
  name: string;
  role: string;
  token_hint: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
}

/**
 * Integration tokens (issue 35): a tenant administrator makes one for a machine (a library's
 * COUNTER harvester), sees it once, and may revoke it, which refuses it from the next call on
 * (every call looks the token up; nothing is cached). Only its SHA-256 is stored.
 */
export function createIntegrationTokens({ db, clock }: { db: Knex; clock: Clock }) {
  return {
    async list({ scope }: { scope: AdminScope }): Promise<IntegrationToken[]> {
      const company = policy.managedSettings(scope);
      const rows: TokenRow[] = await db('integration_tokens')
        .where({ company_id: company.id })
        .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
      return rows.map(toToken);
    },

    async get({ scope, id }: { scope: AdminScope; id: string }): Promise<IntegrationToken> {
      const company = policy.managedSettings(scope);
      if (!TOKEN_ID.test(id)) throw AppError.notFound();
      const row = await db('integration_tokens').where({ company_id: company.id, id }).first();
      if (!row) throw AppError.notFound();
      return toToken(row);
    },

    /** A new token: the answer carries `token` this once; only its hash is kept. */
    async create({
      scope,
      input,
    }: {
      scope: AdminScope;
      input: unknown;
    }): Promise<IntegrationToken & { token: string }> {
      const company = policy.managedSettings(scope);
      const { name, role } = validInput(input);
      const live = await db('integration_tokens')
        .where({ company_id: company.id })
        .whereNull('revoked_at')
        .count({ n: '*' })
        .first();
      if (Number(live?.n ?? 0) >= MAX_LIVE_TOKENS) {
        throw AppError.badRequest({
          name: `At most ${MAX_LIVE_TOKENS} tokens at once: revoke one first.`,
        });
      }
      const token = newSecret(TOKEN_PREFIX);
      const row = {
        id: randomUUID(),
        company_id: company.id,
        name,
        role,
        token_hash: hashSecret(token),
        token_hint: token.slice(0, 10),
        created_by: scope.actor.id,
        created_at: clock.now().toISOString(),
        last_used_at: null,
        revoked_at: null,
      };
      await db('integration_tokens').insert(row);
      return { ...toToken(row), token };
    },

    /** Revokes a token: refused from the next call on. Revoking twice keeps the first time. */
    async revoke({ scope, id }: { scope: AdminScope; id: string }): Promise<IntegrationToken> {
      const company = policy.managedSettings(scope);
      if (!TOKEN_ID.test(id)) throw AppError.notFound();
      await db('integration_tokens')
        .where({ company_id: company.id, id })
        .whereNull('revoked_at')
        .update({ revoked_at: clock.now().toISOString() });
      const row = await db('integration_tokens').where({ company_id: company.id, id }).first();
      if (!row) throw AppError.notFound();
      return toToken(row);
    },

    /** The holder of a presented token; null when it is unknown, malformed or revoked. */
    async verify(token: unknown): Promise<TokenHolder | null> {
      if (typeof token !== 'string' || !/^hnd_[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const row = await db('integration_tokens')
        .where({ token_hash: hashSecret(token) })
        .whereNull('revoked_at')
        .first('id', 'company_id', 'name', 'role', 'last_used_at');
      if (!row) return null;
      const now = clock.now();
      const last = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
      if (now.getTime() - last >= LAST_USED_EVERY_MS) {
        await db('integration_tokens')
          .where({ id: row.id })
          .update({ last_used_at: now.toISOString() });
      }
      return {
        id: String(row.id),
        companyId: String(row.company_id),
        name: String(row.name),
        role: row.role,
      };
    },
  };
}

export type IntegrationTokens = ReturnType<typeof createIntegrationTokens>;

/** The fields the server adds to a token's record (never written by a client). */
const SERVER_FIELDS = ['id', 'hint', 'createdAt', 'lastUsedAt', 'revokedAt', 'token'];

/** A token's name and role, by the resource schema the console's form is generated from. */
function validInput(input: unknown): { name: string; role: IntegrationRole } {
  const body = { role: 'reports', ...recordBody(input, SERVER_FIELDS) };
  const shape = validateResource('integrationToken', body);
  if (!shape.ok) throw AppError.badRequest(shape.errors, 'Some fields are not valid.');
  const fields = body as unknown as IntegrationTokenRecord;
  return { name: fields.name.trim(), role: fields.role };
}

function iso(value: string | Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function toToken(row: TokenRow): IntegrationToken {
  return {
    id: String(row.id),
    name: String(row.name),
    role: row.role as IntegrationRole,
    hint: String(row.token_hint),
    createdAt: iso(row.created_at) as string,
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
  };
}
