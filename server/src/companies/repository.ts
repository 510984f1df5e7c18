import type { Knex } from 'knex';
import { toIso } from '../db/json';
import { isStorable } from '../db/storable';
import type { Company } from '../access/company';

type Row = Record<string, unknown>;

export const sortableColumns: Record<string, string> = {
  id: 'id',
  name: 'name',
  email: 'email',
  domainType: 'domain_type',
  domain: 'domain',
  path: 'path',
  accountType: 'account_type',
  maxContent: 'max_content',
  maxUser: 'max_user',
  status: 'status',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

export function createCompanyRepository(db: Knex) {
  return {
    async findById(id: string): Promise<Company | null> {
      if (!isStorable(id)) return null;
      return fromRow(await db('companies').where({ id }).first());
    },
    async findByDomain(domain: string): Promise<Company | null> {
      if (!isStorable(domain)) return null;
      const row = await db('companies')
        .where({ domain_type: 'FULL_DOMAIN' })
        .whereRaw('lower(domain) = ?', [domain.toLowerCase()])
        .first();
      return fromRow(row);
    },
    async findByPath(path: string): Promise<Company | null> {
      if (!isStorable(path)) return null;
      const row = await db('companies')
        .where({ domain_type: 'PATH' })
        .whereRaw('lower(path) = ?', [path.toLowerCase()])
        .first();
      return fromRow(row);
    },
    async isTaken(column: 'domain' | 'path', value: string, exceptId?: string) {
      const query = db('companies').whereRaw(`lower(${column}) = ?`, [value.toLowerCase()]);
      if (exceptId) query.whereNot('id', exceptId);
      return Boolean(await query.first('id'));
    },
    async count(): Promise<number> {
      const row = await db('companies').count<{ n: number | string }[]>({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
    fromRow,
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;

export function fromRow(row: Row | undefined): Company | null {
  if (!row) return null;
  return {
    id: String(row.id),
    name: String(row.name),
    email: (row.email as string | null) ?? null,
    domainType: row.domain_type as Company['domainType'],
    domain: (row.domain as string | null) ?? null,
    path: (row.path as string | null) ?? null,
    accountType: row.account_type as Company['accountType'],
    maxContent: Number(row.max_content),
    maxUser: Number(row.max_user),
    status: row.status as Company['status'],
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}

export function toRow(company: Omit<Company, 'id' | 'createdAt' | 'updatedAt'>) {
  return {
    name: company.name,
    email: company.email,
    domain_type: company.domainType,
    domain: company.domain,
    path: company.path,
    account_type: company.accountType,
    max_content: company.maxContent,
    max_user: company.maxUser,
    status: company.status,
  };
}
