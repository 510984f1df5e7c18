import type { PublicSettings } from '@hondana/schemas';
import type { PublicTenant } from '../access/company';

/** The configuration inlined into the reader shell (contracts.md §3). */
export interface ShellConfig {
  tenant: PublicTenant | null;
  basePath: string;
  apiBase: string;
  settings: PublicSettings;
  preview: boolean;
  notFound: boolean;
}

/** Where the reader finds the v1 API (ShellConfig.apiBase). */
export const API_BASE = '/api/v1';
