import type { Knex } from 'knex';
import type { Clock } from '../clock';
import type { Company } from '../access/company';
import type { SettingsService } from '../settings/service';
import type { Account } from './repository';
import type { ResetMail } from './resetMail';

/**
 * Runs inside the cancellation's transaction, before the account is closed. The commerce side
 * registers one to cancel the reader's plans and give up their cards (spec 001 §4); throwing
 * an AppError aborts the cancellation and nothing is changed. What it answers runs once the
 * transaction is committed (calls to a gateway, mails).
 */
export type AccountCancelHook = (event: {
  trx: Knex.Transaction;
  account: Account;
  at: Date;
}) => Promise<void | (() => Promise<void>)>;

export interface AccountDeps {
  db: Knex;
  clock: Clock;
  settings: SettingsService;
  sendResetMail: (mail: ResetMail) => Promise<void>;
  companyById: (id: string) => Promise<Company | null>;
  /** The tenant's reader site, for links in mails (PUBLIC_URL and the tenant's domain or path). */
  readerBase: (company: Company) => string;
  /** scrypt cost for passwords set here (production default; tests may lower it). */
  passwordLogN?: number;
  cancelHooks?: readonly AccountCancelHook[];
}
