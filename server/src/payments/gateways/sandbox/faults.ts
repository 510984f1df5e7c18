import { GatewayError } from '../gateway';

export type FaultOperation =
  | 'tokenise'
  | 'charge'
  | 'capture'
  | 'refund'
  | 'search'
  | 'webhook'
  | 'store_card'
  | 'delete_card';

export interface Fault {
  operation: FaultOperation;
  /**
   * `before`: the request never reaches the gateway. `after`: the gateway does the work and
   * the answer is lost on the way back (the case reconciliation exists for).
   */
  when: 'before' | 'after';
  error: 'unavailable' | 'timeout';
  /** How many calls fail (default 1). */
  times?: number;
}

/** Fault injection for tests: failures a real gateway's network and servers produce. */
export function createFaults() {
  let pending: Fault[] = [];

  function trip(operation: FaultOperation, when: Fault['when']) {
    const fault = pending.find((f) => f.operation === operation && f.when === when);
    if (!fault) return;
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) pending = pending.filter((f) => f !== fault);
    throw new GatewayError(fault.error, `Injected ${fault.error} (${when} ${operation}).`);
  }

  return {
    inject(fault: Fault) {
      pending.push({ ...fault });
    },
    clear() {
      pending = [];
    },
    /** Runs `work` between the `before` and `after` faults of `operation`. */
    async around<T>(operation: FaultOperation, work: () => Promise<T>): Promise<T> {
      trip(operation, 'before');
      const result = await work();
      trip(operation, 'after');
      return result;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;
