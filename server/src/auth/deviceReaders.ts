import { randomUUID } from 'node:crypto';
import { Status } from '@hondana/schemas/contracts';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import type { Company } from '../access/company';
import { Role } from '../access/roles';
import { hashSecret, newSecret } from '../access/secrets';
import type { Actor } from '../access/roles';
import { isSecureCookie } from './cookieSecurity';
import { READER_COOKIE_MAX_AGE, readerCookieName } from './readerCookie';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { addAccount, removeAccount } from '../users/writes';

/**
 * Device readers (issue 32, decisions.md "OPEN_TYPE readers"): an OPEN_TYPE tenant has no
 * accounts, so each browser that opens a book or keeps a favourite becomes a reader of its
 * own: a users row with no role (role_level 0: never listed, counted or signed in as a person)
 * and a random secret in an httpOnly cookie of that tenant. Everything a reader has (viewer
 * tokens, seats, usage, favourites, history, positions) hangs on that row as on a person's.
 */

/** The row's role level: no role, so the admin lists, limits and figures never see it. */
export const DEVICE_ROLE_LEVEL = 0;

/** How many device readers one address may make per hour: a loop cannot fill the table. */
export const DEVICES_PER_ADDRESS_PER_HOUR = 30;

const HOUR_MS = 3_600_000;

/** `hdv_{key}`: the tenant's own name, as its reader cookie has (readerCookie.ts). */
export function deviceCookieName(company: Pick<Company, 'domainType' | 'domain' | 'path'>) {
  return `hdv_${readerCookieName(company).slice('hd_'.length)}`;
}

/** The device reader this request's cookie names, if the tenant is OPEN_TYPE and it exists. */
export async function findDeviceReader(
  db: Knex,
  req: Request,
  company: Company,
): Promise<Actor | null> {
  if (company.accountType !== 'OPEN_TYPE') return null;
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const secret = cookies?.[deviceCookieName(company)];
  if (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  const row = await db('device_readers as d')
    .join('users as u', 'u.id', 'd.user_id')
    .where({ 'd.secret_hash': hashSecret(secret), 'd.company_id': company.id })
    .first('u.id', 'u.email', 'u.full_name');
  return row ? deviceActor(company, row) : null;
}

/**
 * A new device reader for this browser, its cookie set on the answer; 429 once the address
 * made `DEVICES_PER_ADDRESS_PER_HOUR` of them within the hour.
 */
export async function createDeviceReader(
  deps: { db: Knex; clock: Clock },
  req: Request,
  res: Response,
  company: Company,
): Promise<Actor> {
  const { db, clock } = deps;
  const now = clock.now();
  const address = (req.ip ?? '').slice(0, 64);
  const recent = await db('device_readers')
    .where({ company_id: company.id, created_address: address })
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
    .count<{ n: number | string }[]>({ n: '*' })
    .first();
  if (Number(recent?.n ?? 0) >= DEVICES_PER_ADDRESS_PER_HOUR) {
    throw new AppError(Status.tooManyRequests);
  }
  const id = randomUUID();
  const secret = newSecret();
  // The watermark names the device: a leaked page leads back to one browser.
  const row = { id, email: `visitor-${id}@device.invalid`, full_name: `Visitor ${id.slice(0, 8)}` };
  await db.transaction(async (trx) => {
    await addAccount(trx, {
      ...row,
      company_id: company.id,
      password_hash: '!',
      role_level: DEVICE_ROLE_LEVEL,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await trx('device_readers').insert({
      user_id: id,
      company_id: company.id,
      secret_hash: hashSecret(secret),
      created_address: address,
      created_at: now.toISOString(),
    });
  });
  res.cookie(deviceCookieName(company), secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureCookie(req),
    path: '/',
    maxAge: READER_COOKIE_MAX_AGE * 1000,
  });
  return deviceActor(company, row);
}

/**
 * Forgets a device reader made for a call that was then refused (bad input, a book it may
 * not read): a refused call leaves no row behind. Its cookie then names nobody, and the next
 * call that needs a reader makes another.
 */
export async function forgetDeviceReader(db: Knex, id: string): Promise<void> {
  await removeAccount(db, { id, roleLevel: DEVICE_ROLE_LEVEL });
}

function deviceActor(company: Company, row: { id: string; email: string; full_name: string }) {
  return {
    id: String(row.id),
    email: String(row.email),
    fullName: String(row.full_name),
    roleLevel: Role.USER,
    companyId: company.id,
    isDevice: true,
  };
}
