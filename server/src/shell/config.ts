import type { PublicSettings } from '@hondana/schemas';
import { API_BASE } from '@hondana/schemas/contracts';
import type { ShellConfig } from '@hondana/schemas/contracts';
import { toPublicTenant } from '../access/company';
import type { Company } from '../access/company';

interface ShellConfigInput {
  /** null: no tenant here, the reader shows its 404 page. */
  company: Company | null;
  settings: PublicSettings;
  basePath: string;
  preview?: boolean;
}

/** The configuration inlined into every reader shell, the staff preview's included. */
export function shellConfig({
  company,
  settings,
  basePath,
  preview = false,
}: ShellConfigInput): ShellConfig {
  return {
    tenant: company ? toPublicTenant(company) : null,
    basePath,
    apiBase: API_BASE,
    settings,
    preview,
    notFound: !company,
  };
}
