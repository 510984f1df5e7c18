export interface ProviderReturn {
  code: string | null;
  error: string | null;
  state: string | null;
}

/** Spec §2: Google and the learning service answer in the query, Microsoft in the fragment. */
export function readProviderReturn(search: string, hash: string): ProviderReturn | null {
  for (const text of [search, hash]) {
    const params = new URLSearchParams(text.replace(/^[?#]/, ''));
    if (params.has('code') || params.has('error')) {
      return { code: params.get('code'), error: params.get('error'), state: params.get('state') };
    }
  }
  return null;
}
