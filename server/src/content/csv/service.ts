import { policy } from '../../access/policy';
import type { AdminScope } from '../../access/scope';
import type { MultipartForm } from '../../http/multipart';
import { exportContentsCsv } from './export';
import { startContentImport } from './upload';
import type { ContentImportDeps } from './upload';

/** The contents CSV of a tenant: export (UTF-8 with BOM) and import as a durable job. */
export function createContentCsv(deps: ContentImportDeps) {
  return {
    async exportCsv({ scope }: { scope: AdminScope }) {
      const company = policy.managedContent(scope);
      return exportContentsCsv(deps.db, company.id, deps.clock.now().getUTCFullYear());
    },

    /** The form is read only once the caller may import (a 403 reads nothing). */
    async startImport({
      scope,
      readForm,
    }: {
      scope: AdminScope;
      readForm: () => Promise<MultipartForm>;
    }) {
      const company = policy.managedContent(scope);
      return startContentImport(deps, scope.actor, company.id, await readForm());
    },
  };
}

export type ContentCsv = ReturnType<typeof createContentCsv>;
