import type { AppContext } from '../context';

/**
 * Every background job type of the app, registered once per instance. Each domain exports
 * a `register…Jobs(ctx)` function; add one line here per domain.
 */
export function registerJobHandlers(_ctx: AppContext): void {}
