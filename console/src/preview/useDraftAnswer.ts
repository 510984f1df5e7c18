import { useEffect, useRef, useState } from 'react';

/**
 * What the server answers for the draft, asked again (debounced) on every change; only the
 * newest answer shows, so a slow earlier one never overwrites a later edit. Null until the
 * first answer.
 */
export function useDraftAnswer<T>(
  draft: unknown,
  ask: (draft: unknown) => Promise<T>,
  debounceMs: number,
): T | null {
  const [answer, setAnswer] = useState<T | null>(null);
  const sequence = useRef(0);
  useEffect(() => {
    const run = ++sequence.current;
    const timer = window.setTimeout(async () => {
      const next = await ask(draft);
      if (run === sequence.current) setAnswer(next);
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [draft, ask, debounceMs]);
  return answer;
}
