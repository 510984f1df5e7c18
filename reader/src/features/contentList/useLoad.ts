import { useCallback, useEffect, useRef, useState } from 'react';

interface Settled<T> {
  key: string;
  data?: T;
  error?: unknown;
}

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  retry(): void;
}

/**
 * Loads once per `key` (null: not yet, e.g. while the session restores) and keeps only the
 * answer for the current key, so a slow answer for an old key never shows.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ key: '' });
  const latest = useRef(load);
  latest.current = load;
  const fullKey = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (fullKey === null) return;
    let isCurrent = true;
    latest.current().then(
      (data) => isCurrent && setSettled({ key: fullKey, data }),
      (error: unknown) => isCurrent && setSettled({ key: fullKey, error: error ?? 'error' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [fullKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled.key === fullKey ? settled : null;
  return {
    data: current?.data,
    error: current?.error,
    isLoading: fullKey !== null && current === null,
    retry,
  };
}
