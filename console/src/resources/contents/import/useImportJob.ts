import { useEffect, useState } from 'react';
import { fetchImportJob, isFinished, type ImportJob } from './importJob';

const POLL_MS = 1000;

/** Follows an import job until it is done or failed. */
export function useImportJob(id: string | null) {
  const [job, setJob] = useState<ImportJob | null>(null);
  useEffect(() => {
    setJob(null);
    if (!id) return undefined;
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const next = await fetchImportJob(id).catch(() => null);
      if (!isCurrent) return;
      if (next) setJob(next);
      if (!isFinished(next)) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [id]);
  return job;
}
