import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ELDHistogram } from 'node:perf_hooks';
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
  // One reading for all six, then a new window, in one place. Registered before the six: the
  // registry collects in registration order, so they are set before they are read.
  new Gauge({
    name: 'nodejs_eventloop_lag_samples',
    help: 'Event-loop delay samples in the window the lag gauges describe.',
    registers: [registry],
    collect() {
      const count = delay.count;
      this.set(count);
      if (count === 0) return;
      const seconds = (ns: number) => ns / 1e9;
      gauges.min.set(seconds(delay.min));
      gauges.max.set(seconds(delay.max));
      gauges.mean.set(seconds(delay.mean));
      gauges.p50.set(seconds(delay.percentile(50)));
      gauges.p90.set(seconds(delay.percentile(90)));
      gauges.p99.set(seconds(delay.percentile(99)));
      delay.reset();
    },
  });
  const lag = (name: string, help: string) =>
    new Gauge({
      name: `nodejs_eventloop_lag_${name}_seconds`,
      help,
      registers: [registry],
      // Cluster workers are summed by the primary: the worst worker's delay is the one to see.
      aggregator: 'max',
    });
  const gauges = {
    min: lag('min', 'Smallest event-loop delay since the last scrape.'),
    max: lag('max', 'Largest event-loop delay since the last scrape.'),
    mean: lag('mean', 'Mean event-loop delay since the last scrape.'),
    p50: lag('p50', 'Median event-loop delay since the last scrape.'),
    p90: lag('p90', '90th percentile of the event-loop delay since the last scrape.'),
    p99: lag('p99', '99th percentile of the event-loop delay since the last scrape.'),
  };
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

let shared: ELDHistogram | undefined;

/** One delay monitor per process, however many apps (the tests make one per file). */
function eventLoopDelay(): ELDHistogram {
  if (!shared) {
    shared = monitorEventLoopDelay({ resolution: 10 });
    shared.enable();
  }
  return shared;
}
