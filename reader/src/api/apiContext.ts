import { createContext, useContext } from 'react';
import type { ApiClient } from './client';

/** The `/api/v1` client for this tenant; a 401 from any call re-opens sign-in (spec §4). */
export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <SessionProvider>.');
  return api;
}
