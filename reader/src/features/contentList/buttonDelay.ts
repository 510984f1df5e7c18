/**
 * Spec §9 "button delay" (a button's `delay`, default 0): after an action the same button
 * ignores clicks for `delayMs`, so an impatient double click does not open a book twice.
 * Returns whether a click at `now` may act.
 */
export function createButtonDelay(delayMs: number) {
  let readyAt = 0;
  return (now: number): boolean => {
    if (now < readyAt) return false;
    readyAt = now + delayMs;
    return true;
  };
}
