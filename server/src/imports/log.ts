import type { JobLog } from '../jobs';

/** A job's log as a text download: `line N: message` for row problems, else the message. */
export function formatImportLog(logs: JobLog[]): string {
  return logs
    .map((entry) => (entry.line === null ? entry.message : `line ${entry.line}: ${entry.message}`))
    .join('\n')
    .concat(logs.length ? '\n' : '');
}
