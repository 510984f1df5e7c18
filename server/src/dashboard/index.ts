export { createDashboard } from './service';
export type { Dashboard } from './service';
export { FIGURES_TTL_MS } from './cache';
