import type { PublicSettings } from '@hondana/schemas';
import { API_BASE } from '@hondana/schemas/contracts';
import type { PaymentMode, ShellConfig } from '@hondana/schemas/contracts';
import { toPublicTenant } from '../access/company';
import type { Company } from '../access/company';

interface ShellConfigInput {
  /** null: no tenant here, the reader shows its 404 page. */
  company: Company | null;
  settings: PublicSettings;
  /** No tenant, no sales: `none`. */
  paymentMode?: PaymentMode;
  basePath: string;
  preview?: boolean;
}

/** The configuration inlined into every reader shell, the staff preview's included. */
export function shellConfig({
  company,
  settings,
  paymentMode = 'none',
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
    paymentMode: company ? paymentMode : 'none',
  };
}
