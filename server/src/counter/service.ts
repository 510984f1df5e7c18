import type { Knex } from 'knex';
import type { Company } from '../access/company';
import { policy } from '../access/policy';
import type { AdminScope } from '../access/scope';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { readFigures } from './figures';
import { createInstitutions } from './institutions';
import type { Institution } from './institutions';
import { MAX_COUNTER_MONTHS, currentMonth, monthAt, monthIndex, monthOf } from './months';
import type { MonthSpan } from './months';
import { isCounterReportId } from './reports';
import type { CounterReportId } from './reports';
import { toTsv } from './tabular';
import { titleReport } from './titleReport';
import type { CounterException } from './titleReport';

/**
 * COUNTER R5.1 title reports for books (TR_B1, TR_B2) from the usage log: as JSON for the
 * SUSHI API (counter/sushi.ts) and as the tabular TSV file the console offers.
 */
export function createCounterReports({ db, clock }: { db: Knex; clock: Clock }) {
  const institutions = createInstitutions(db);

  async function build(
    company: Company,
    reportId: CounterReportId,
    span: MonthSpan,
    institution: Institution,
    exceptions: CounterException[] = [],
  ) {
    const figures = await readFigures(db, { companyId: company.id, reportId, span, institution });
    return titleReport(db, {
      companyId: company.id,
      reportId,
      span,
      institution,
      companyName: company.name,
      figures,
      now: clock.now(),
      exceptions,
    });
  }

  return {
    build,
    institutions,

    /** The console's choice of institution: the whole tenant first, then its members. */
    async consoleInstitutions({ scope }: { scope: AdminScope }) {
      const company = policy.managedContent(scope);
      const members = await institutions.members(company.id);
      return [
        { id: company.id, name: company.name, kind: 'tenant' as const },
        ...members.map((member) => ({
          id: member.customerId,
          name: member.name,
          kind: member.kind,
        })),
      ];
    },

    /** A report's TSV file for the console (`begin`, `end` as YYYY-MM; `institution` an id). */
    async tsv({
      scope,
      reportId,
      query,
    }: {
      scope: AdminScope;
      reportId: string;
      query: Record<string, unknown>;
    }): Promise<{ fileName: string; tsv: string }> {
      const company = policy.managedContent(scope);
      if (!isCounterReportId(reportId)) throw AppError.notFound('Unknown COUNTER report.');
      const span = consoleSpan(query, clock.now());
      const customerId = query.institution ?? company.id;
      const institution =
        typeof customerId === 'string' ? await institutions.find(company, customerId) : null;
      if (!institution)
        throw AppError.badRequest({ institution: 'Not an institution of this tenant.' });
      const report = await build(company, reportId, span, institution);
      return {
        fileName: `${reportId}_${span.begin}_${span.end}.tsv`,
        tsv: toTsv(report, span),
      };
    },
  };
}

export type CounterReports = ReturnType<typeof createCounterReports>;

/** The console's months: last month when not given, at most a year (this month may be partial). */
function consoleSpan(query: Record<string, unknown>, now: Date): MonthSpan {
  const last = monthIndex(currentMonth(now)) - 1;
  const begin = query.begin === undefined ? null : monthOf(query.begin);
  const end = query.end === undefined ? null : monthOf(query.end);
  const errors: Record<string, string> = {};
  if (query.begin !== undefined && !begin) errors.begin = 'A month as YYYY-MM.';
  if (query.end !== undefined && !end) errors.end = 'A month as YYYY-MM.';
  if (Object.keys(errors).length) throw AppError.badRequest(errors);
  const span = {
    begin: begin ?? end ?? monthAt(last),
    end: end ?? begin ?? monthAt(last),
  };
  const months = monthIndex(span.end) - monthIndex(span.begin) + 1;
  if (months < 1) throw AppError.badRequest({ end: 'Not before the first month.' });
  if (months > MAX_COUNTER_MONTHS) {
    throw AppError.badRequest({ end: `At most ${MAX_COUNTER_MONTHS} months at a time.` });
  }
  return span;
}
