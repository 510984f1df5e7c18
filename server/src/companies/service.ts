import { Status } from '@hondana/schemas/contracts';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { validateCompany } from '@hondana/schemas';
import type { Actor } from '../access/roles';
import { policy } from '../access/policy';
import type { Clock } from '../clock';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import type { Company } from '../access/company';
import { createCompanyRepository, fromRow, sortableColumns, toRow } from './repository';
import { isStorable } from '../db/storable';
import { listPage } from '../db/listPage';
import { whereContains } from '../db/contains';

export interface CompanyServiceDeps {
  db: Knex;
  clock: Clock;
  /** Called after every write so tenant resolution on this instance sees it at once. */
  onChange?: () => void;
}

export interface ListQuery {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: { q?: string; id?: string[] };
}

type Fields = Omit<Company, 'id' | 'createdAt' | 'updatedAt'>;

/** Tenants as an admin-managed resource (system administrators only). */
/** Companies are managed by system admins only: the actor is the whole scope. */
interface IdCall {
  actor: Actor | null;
  id: string;
}

export function createCompanyService({ db, clock, onChange }: CompanyServiceDeps) {
  const repo = createCompanyRepository(db);

  async function write(id: string | null, input: unknown): Promise<Company> {
    if (id && !isStorable(id)) throw AppError.notFound('Company not found.');
    const fields = await checked(input, id);
    const now = clock.now().toISOString();
    const targetId = id ?? randomUUID();
    try {
      if (id) {
        const count = await db('companies')
          .where({ id })
          .update({ ...toRow(fields), updated_at: now });
        if (!count) throw AppError.notFound('Company not found.');
      } else {
        await db('companies').insert({
          ...toRow(fields),
          id: targetId,
          created_at: now,
          updated_at: now,
        });
      }
    } catch (err) {
      // A concurrent write can still hit the unique indexes after our checks.
      if (isUniqueViolation(err)) throw new AppError(Status.domainExists);
      throw err;
    }
    onChange?.();
    return (await repo.findById(targetId)) as Company;
  }

  async function checked(input: unknown, id: string | null): Promise<Fields> {
    const body = stripServerFields(input);
    const result = validateCompany(body);
    if (!result.ok) throw AppError.badRequest(result.errors, 'Some fields are not valid.');
    // PostgreSQL text cannot hold NUL; reject it here instead of failing in the driver.
    if (JSON.stringify(body).includes('\\u0000')) {
      throw AppError.badRequest({ '': 'Text must not contain NUL characters.' });
    }
    const fields = normalise(body as Partial<Fields>);
    if (!fields.name) throw AppError.badRequest({ name: 'Required.' });
    if (fields.domain && (await repo.isTaken('domain', fields.domain, id ?? undefined))) {
      throw new AppError(Status.domainExists, {
        fieldErrors: { domain: 'This domain is already used.' },
      });
    }
    if (fields.path && (await repo.isTaken('path', fields.path, id ?? undefined))) {
      throw AppError.badRequest({ path: 'This path is already used.' });
    }
    return fields;
  }

  return {
    async list({ actor, query }: { actor: Actor | null; query: ListQuery }) {
      policy.assertCanManageCompanies(actor);
      const base = db('companies');
      const { q, id } = query.filter ?? {};
      if (Array.isArray(id)) base.whereIn('id', id.map(String).filter(isStorable));
      if (typeof q === 'string' && !isStorable(q)) base.whereRaw('1 = 0');
      else if (typeof q === 'string' && q.trim()) {
        whereContains(base, ['name', 'domain', 'path', 'email'], q);
      }
      const { total, rows } = await listPage<Record<string, unknown>>(base, {
        ...query,
        sortable: sortableColumns,
        defaultSort: ['name', 'ASC'],
      });
      return { total, items: rows.map((row) => fromRow(row) as Company) };
    },

    async getOne({ actor, id }: IdCall) {
      policy.assertCanManageCompanies(actor);
      const company = await repo.findById(id);
      if (!company) throw AppError.notFound('Company not found.');
      return company;
    },

    async create({ actor, input }: { actor: Actor | null; input: unknown }) {
      policy.assertCanManageCompanies(actor);
      return write(null, input);
    },

    /** PUT replaces the whole record (ra-data-simple-rest `update`). */
    async update({ actor, id, input }: IdCall & { input: unknown }) {
      policy.assertCanManageCompanies(actor);
      return write(id, input);
    },

    async remove({ actor, id }: IdCall) {
      policy.assertCanManageCompanies(actor);
      const company = await repo.findById(id);
      if (!company) throw AppError.notFound('Company not found.');
      await db('companies').where({ id: company.id }).delete();
      onChange?.();
      return company;
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;

/** react-admin sends the record back with id and timestamps; those are not client fields. */
function stripServerFields(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const serverFields = new Set(['id', 'createdAt', 'updatedAt']);
  return Object.fromEntries(Object.entries(input).filter(([key]) => !serverFields.has(key)));
}

/** One address form per mode: a domain company has no path and a path company no domain. */
function normalise(body: Partial<Fields>): Fields {
  const isDomain = body.domainType === 'FULL_DOMAIN';
  return {
    name: String(body.name).trim(),
    email: body.email ?? null,
    domainType: isDomain ? 'FULL_DOMAIN' : 'PATH',
    domain: isDomain && body.domain ? body.domain.toLowerCase().replace(/\.$/, '') : null,
    path: !isDomain && body.path ? body.path : null,
    accountType: body.accountType ?? 'EMAIL',
    maxContent: body.maxContent ?? 1,
    maxUser: body.maxUser ?? 1,
    status: body.status ?? 'ACTIVE',
  };
}
