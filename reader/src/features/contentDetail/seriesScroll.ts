/** Spec §2 / §9: the same-series list loads more within 250 px of its end. */
export const SERIES_TRIGGER_PX = 250;
/** Scroll events are debounced by 500 ms. */
export const SERIES_DEBOUNCE_MS = 500;
/** After More expands the list, the first check waits 100 ms for the layout to settle. */
export const SERIES_EXPAND_DELAY_MS = 100;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export function isNearEnd({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= SERIES_TRIGGER_PX;
}

/** A trailing debounce: only the last call within `ms` runs. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
