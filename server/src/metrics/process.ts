import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { IntervalHistogram } from 'node:perf_hooks';
import { Counter, Gauge } from 'prom-client';
import type { Registry } from 'prom-client';

/**
 * The process series: event-loop delay (prom-client's names), CPU time, resident memory and
 * heap, all read at scrape time. Not prom-client's `collectDefaultMetrics`: its garbage
 * collection series observes every collection, and under `--optimize-for-size` that observer
 * cost the hot endpoints a tenth of their throughput (docs/performance/history.md, "Metrics at
 * no cost to the hot paths").
 */
export function registerProcessMetrics(registry: Registry): void {
  const delay = eventLoopDelay();
  const lag = (name: string, help: string, read: (h: IntervalHistogram) => number) =>
    new Gauge({
      name: `nodejs_eventloop_lag_${name}_seconds`,
      help,
      registers: [registry],
      // Cluster workers are summed by the primary: the worst worker's delay is the one to see.
      aggregator: 'max',
      collect() {
        this.set(read(delay) / 1e9);
      },
    });
  lag('min', 'Smallest event-loop delay since the last scrape.', (h) => h.min);
  lag('max', 'Largest event-loop delay since the last scrape.', (h) => h.max);
  lag('mean', 'Mean event-loop delay since the last scrape.', (h) => h.mean);
  lag('p50', 'Median event-loop delay since the last scrape.', (h) => h.percentile(50));
  lag('p90', '90th percentile of the event-loop delay since the last scrape.', (h) =>
    h.percentile(90),
  );
  lag('p99', '99th percentile of the event-loop delay since the last scrape.', (h) => {
    const value = h.percentile(99);
    // The window starts again with each scrape (the other gauges were read before this one).
    h.reset();
    return value;
  });
  let counted = 0;
  new Counter({
    name: 'process_cpu_seconds_total',
    help: 'User and system CPU time of the process, in seconds.',
    registers: [registry],
    collect() {
      const { user, system } = process.cpuUsage();
      const now = (user + system) / 1e6;
      this.inc(now - counted);
      counted = now;
    },
  });
  new Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Resident memory of the process, in bytes.',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: 'nodejs_heap_size_used_bytes',
    help: 'V8 heap in use, in bytes.',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().heapUsed);
    },
  });
}

let shared: IntervalHistogram | undefined;

/** One delay monitor per process, however many apps (the tests make one per file). */
function eventLoopDelay(): IntervalHistogram {
  if (!shared) {
    shared = monitorEventLoopDelay({ resolution: 10 });
    shared.enable();
  }
  return shared;
}
