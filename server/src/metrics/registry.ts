import type { Knex } from 'knex';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { registerProcessMetrics } from './process';

/** Upper bounds (seconds) of request durations: a cached shell at a few ms, a stamped download at seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsDeps {
  /** The `jobs` table is counted at scrape time (the queue's depth is the database's, not a process's). */
  db: Knex;
}

/**
 * One app instance's Prometheus series, in a registry of its own: two apps in one process (the
 * tests) never share a count, and nothing lands in prom-client's global registry. The domains
 * are handed the recorders below (`services.ts`), never this module.
 */
export function createMetrics({ db }: MetricsDeps) {
  const registry = new Registry();
  registerProcessMetrics(registry);

  const requestDuration = new Histogram({
    name: 'hondana_http_request_duration_seconds',
    help: 'HTTP requests by method, matched route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'hondana_jobs',
    help: 'Jobs in the queue by type and status, read from the jobs table at scrape time.',
    labelNames: ['type', 'status'] as const,
    registers: [registry],
    // Every worker of a cluster reads the same table: the scrape keeps one reading, not a sum.
    aggregator: 'max',
    async collect() {
      const rows = (await db('jobs')
        .select('type', 'status')
        .count({ count: '*' })
        .groupBy('type', 'status')) as { type: string; status: string; count: number | string }[];
      this.reset();
      for (const row of rows) this.set({ type: row.type, status: row.status }, Number(row.count));
    },
  });
  const jobFailures = new Counter({
    name: 'hondana_job_failures_total',
    help: 'Job attempts that failed, by job type.',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'hondana_payments_total',
    help: 'Card charge answers recorded on payment attempts, by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const viewerBytes = new Counter({
    name: 'hondana_viewer_bytes_total',
    help: 'Bytes the viewer sent to readers, by kind (book ranges, first-page images, downloads).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });

  return {
    registry,
    observeRequest(labels: { method: string; route: string; status: number }, seconds: number) {
      requestDuration.observe({ ...labels, status: String(labels.status) }, seconds);
    },
    jobFailed: (type: string) => jobFailures.inc({ type }),
    payment: (outcome: string) => payments.inc({ outcome }),
    viewerBytesSent: (kind: string, bytes: number) => viewerBytes.inc({ kind }, bytes),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
