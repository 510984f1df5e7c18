// An app instance's Prometheus series (`registry.ts`), the request timer, the protected
// `GET /metrics` and its cluster-wide scrape (docs/architecture.md "Monitoring").
export { createMetrics } from './registry';
export type { Metrics } from './registry';
export { requestTimer, UNMATCHED } from './requestTimer';
export { metricsEndpoint } from './endpoint';
export { answerClusterScrapes, clusterScrape } from './cluster';
