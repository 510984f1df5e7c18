import { createContext, useContext } from 'react';
import type { PublicSettings } from '@hondana/schemas';
import type { PaymentMode, PublicTenant } from '@hondana/schemas/contracts';

export interface ReaderConfig {
  settings: PublicSettings;
  tenant: PublicTenant | null;
  basePath: string;
  apiBase: string;
  /** Staff preview: no analytics, no popups, no payments. */
  preview: boolean;
  /** `test`: checkout shows the test-mode banner (no real charge). */
  paymentMode: PaymentMode;
}

export const ConfigContext = createContext<ReaderConfig | null>(null);

export function useConfig(): ReaderConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside <ConfigProvider>.');
  return config;
}

export function useSettings(): PublicSettings {
  return useConfig().settings;
}

/** OPEN_TYPE tenants need no sign-in and show no account controls. */
export function useIsOpenType(): boolean {
  return useConfig().tenant?.accountType === 'OPEN_TYPE';
}
