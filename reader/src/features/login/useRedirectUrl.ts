import { useConfig } from '../../config/configContext';

/** Providers return to this tenant's /login (spec §2). */
export function useRedirectUrl(): string {
  const { basePath } = useConfig();
  return `${window.location.origin}${basePath}login`;
}
