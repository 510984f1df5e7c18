import { createContext, useContext } from 'react';
import type { PublicSettings } from '@hondana/schemas';
import type { ShellConfig } from '@hondana/schemas/contracts';

/** The shell configuration as the reader keeps it: an unknown tenant never mounts the app. */
export type ReaderConfig = Omit<ShellConfig, 'notFound'>;

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
