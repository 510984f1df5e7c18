import type { Knex } from 'knex';
import type { Company } from '../access/company';
import type { Clock } from '../clock';
import { createRateLimit } from '../db/rateLimits';
import type { TokenHolder } from '../integrations';
import type { Institution } from './institutions';
import { institutionId } from './institutions';
import { MAX_COUNTER_MONTHS, currentMonth, monthAt, monthIndex, monthOf } from './months';
import type { MonthSpan } from './months';
import { counterReportIds, counterReports } from './reports';
import type { CounterReportId } from './reports';
import type { CounterReports } from './service';
import type { CounterException } from './titleReport';

/** What a SUSHI call answers: an HTTP status and its JSON (a report, a list, or one Exception). */
export interface SushiAnswer {
  status: number;
  body: unknown;
}

type Query = Record<string, unknown>;

/** The exceptions of R5.1 Appendix D this server raises, with their HTTP status codes. */
const EXCEPTIONS = {
  1020: { message: 'Client has made too many requests', status: 429 },
  1030: { message: 'Insufficient Information to Process Request', status: 400 },
  2000: { message: 'Requestor Not Authorized to Access Service', status: 401 },
  2010: { message: 'Requestor is Not Authorized to Access Usage for Institution', status: 403 },
  2020: { message: 'APIKey Invalid', status: 401 },
  3020: { message: 'Invalid Date Arguments', status: 400 },
  3030: { message: 'No Usage Available for Requested Dates', status: 200 },
  3031: { message: 'Usage Not Ready for Requested Dates', status: 200 },
  3050: { message: 'Parameter Not Recognized in this Context', status: 200 },
} as const;
type ExceptionCode = keyof typeof EXCEPTIONS;

/** Calls one token may make per minute (a harvest is a handful; a loop is refused with 1020). */
export const SUSHI_CALLS_PER_MINUTE = 60;

/** The parameters a report call reads; any other is reported (3050) and ignored. */
const REPORT_PARAMETERS = new Set([
  'customer_id',
  'requestor_id',
  'api_key',
  'platform',
  'begin_date',
  'end_date',
]);

function exception(code: ExceptionCode, data?: string): CounterException {
  return { Code: code, Message: EXCEPTIONS[code].message, ...(data ? { Data: data } : {}) };
}

/** A refusal: the one Exception as the whole answer, with its status (Appendix D). */
function refusal(code: ExceptionCode, data?: string): SushiAnswer {
  return { status: EXCEPTIONS[code].status, body: exception(code, data) };
}

interface Caller {
  company: Company;
  holder: TokenHolder;
  institution: Institution;
}

export interface SushiDeps {
  db: Knex;
  clock: Clock;
  reports: CounterReports;
  tokens: { verify(token: unknown): Promise<TokenHolder | null> };
  companyById(id: string): Promise<Company | null>;
}

/**
 * The COUNTER API (COUNTER_SUSHI5, Release 5.1) over the counter reports: /status, /members,
 * /reports and the two reports. A caller names the institution (`customer_id`: the tenant's id
 * or a member's) and shows an integration token of that tenant with the `reports` role as
 * `api_key`; `requestor_id`, when given, must be that token's id. Errors are Exceptions, never
 * the admin API's answers, as harvesters expect.
 */
export function createSushi({ db, clock, reports, tokens, companyById }: SushiDeps) {
  const perToken = createRateLimit(
    { db, clock },
    { name: 'sushi', limit: SUSHI_CALLS_PER_MINUTE, windowMs: 60_000 },
  );

  async function authorise(query: Query): Promise<Caller | SushiAnswer> {
    const customerId = query.customer_id;
    const missing = ['customer_id', 'api_key'].filter(
      (name) => typeof query[name] !== 'string' || query[name] === '',
    );
    if (missing.length) return refusal(1030, `Missing: ${missing.join(', ')}`);
    const holder = await tokens.verify(query.api_key);
    if (!holder || holder.role !== 'reports') return refusal(2020);
    if (query.requestor_id !== undefined && query.requestor_id !== holder.id) return refusal(2000);
    if (!(await perToken.take(holder.id))) {
      return refusal(1020, `At most ${SUSHI_CALLS_PER_MINUTE} requests a minute per api_key.`);
    }
    const company = await companyById(holder.companyId);
    const institution = company
      ? await reports.institutions.find(company, customerId as string)
      : null;
    if (!company || !institution) return refusal(2010);
    return { company, holder, institution };
  }

  /** The months the usage log has for the tenant: its first month to last month. */
  async function availableMonths(companyId: string): Promise<{ first: string; last: string }> {
    const last = monthAt(monthIndex(currentMonth(clock.now())) - 1);
    const company = await db('usage_refs').where({ ref: companyId }).first('id');
    const row = company
      ? await db('usage_events').where({ company_ref: company.id }).min({ month: 'month' }).first()
      : null;
    const month = row?.month ? String(row.month) : null;
    const first = month ? `${month.slice(0, 4)}-${month.slice(4)}` : last;
    return { first: first > last ? last : first, last };
  }

  return {
    /** /status: open to anyone in R5.1 (no institution's data in it). */
    status(): SushiAnswer {
      return {
        status: 200,
        body: [
          {
            Description: 'COUNTER R5.1 reports of Hondana: TR_B1 and TR_B2.',
            Service_Active: true,
            Alerts: [],
          },
        ],
      };
    },

    async members(query: Query): Promise<SushiAnswer> {
      const caller = await authorise(query);
      if ('status' in caller) return caller;
      const { company, holder, institution } = caller;
      const all =
        institution.kind === 'tenant'
          ? await reports.institutions.members(company.id)
          : [{ customerId: institution.customerId, name: institution.name }];
      return {
        status: 200,
        body: all.map((member) => ({
          Customer_ID: member.customerId,
          Requestor_ID: holder.id,
          Name: member.name,
          Institution_ID: institutionId(member.customerId),
        })),
      };
    },

    async reportList(query: Query): Promise<SushiAnswer> {
      const caller = await authorise(query);
      if ('status' in caller) return caller;
      const months = await availableMonths(caller.company.id);
      return {
        status: 200,
        body: counterReportIds.map((id) => ({
          Report_Name: counterReports[id].name,
          Report_ID: id,
          Release: '5.1',
          Report_Description: counterReports[id].description,
          Path: `/api/sushi/r51/reports/${id.toLowerCase()}`,
          First_Month_Available: months.first,
          Last_Month_Available: months.last,
        })),
      };
    },

    async report(reportId: CounterReportId, query: Query): Promise<SushiAnswer> {
      const caller = await authorise(query);
      if ('status' in caller) return caller;
      const dates = reportSpan(query, clock.now());
      if ('status' in dates) return dates;
      const { span, exceptions } = dates;
      const unknown = Object.keys(query).filter((name) => !REPORT_PARAMETERS.has(name));
      if (unknown.length) exceptions.push(exception(3050, unknown.sort().join(', ')));
      const built = await reports.build(
        caller.company,
        reportId,
        span,
        caller.institution,
        exceptions,
      );
      if (built.Report_Items.length === 0) {
        built.Report_Header.Exceptions = [...exceptions, exception(3030)];
      }
      return { status: 200, body: built };
    },
  };
}

export type Sushi = ReturnType<typeof createSushi>;

/**
 * `begin_date`/`end_date` (YYYY-MM or YYYY-MM-DD, whole months): both required (1030); a
 * malformed date, an end before the beginning, a beginning in this month or later, or more
 * than a year at a time is 3020. An end in this month or later is cut to last month with 3031.
 */
function reportSpan(
  query: Query,
  now: Date,
): { span: MonthSpan; exceptions: CounterException[] } | SushiAnswer {
  const missing = ['begin_date', 'end_date'].filter((name) => query[name] === undefined);
  if (missing.length) return refusal(1030, `Missing: ${missing.join(', ')}`);
  const begin = monthOf(query.begin_date);
  const end = monthOf(query.end_date);
  if (!begin || !end) return refusal(3020, 'Dates as YYYY-MM or YYYY-MM-DD.');
  const last = monthIndex(currentMonth(now)) - 1;
  if (monthIndex(end) < monthIndex(begin)) return refusal(3020, 'end_date is before begin_date.');
  if (monthIndex(begin) > last) return refusal(3020, 'begin_date is this month or later.');
  const exceptions: CounterException[] = [];
  let endIndex = monthIndex(end);
  if (endIndex > last) {
    exceptions.push(exception(3031, `${monthAt(last + 1)} and later are not processed yet.`));
    endIndex = last;
  }
  if (endIndex - monthIndex(begin) + 1 > MAX_COUNTER_MONTHS) {
    return refusal(3020, `At most ${MAX_COUNTER_MONTHS} months at a time.`);
  }
  return { span: { begin, end: monthAt(endIndex) }, exceptions };
}
