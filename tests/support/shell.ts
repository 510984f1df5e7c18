import type { PublicSettings } from '@hondana/schemas';

export interface ParsedShellConfig {
  tenant: { id: string; name: string; path: string | null; domain: string | null } | null;
  basePath: string;
  apiBase: string;
  settings: PublicSettings;
  preview: boolean;
  notFound: boolean;
  paymentMode: 'live' | 'test' | 'none';
}

/** Reads the inlined configuration the way the reader does. */
export function readShellConfig(html: string): ParsedShellConfig {
  const match = /<script id=["']hondana-config["'][^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('The shell has no hondana-config script');
  return JSON.parse(match[1]) as ParsedShellConfig;
}
