export { createCounterReports } from './service';
export type { CounterReports } from './service';
export { createSushi, SUSHI_CALLS_PER_MINUTE } from './sushi';
export type { Sushi, SushiAnswer } from './sushi';
export { counterReportIds, counterReports } from './reports';
export type { CounterReportId } from './reports';
