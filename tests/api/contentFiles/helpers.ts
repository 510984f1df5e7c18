import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from '../../support/app';

export interface UploadParts {
  file?: { bytes: Buffer | string; name: string };
  cover?: { bytes: Buffer; name: string };
  data?: Record<string, unknown>;
}

/** Fills a supertest request with the spec's multipart form (`file`, `cover`, `content-data`). */
export function form<T extends ReturnType<TestAgent['post']>>(request: T, parts: UploadParts): T {
  if (parts.data) request.field('content-data', JSON.stringify(parts.data));
  if (parts.file) request.attach('file', parts.file.bytes, { filename: parts.file.name });
  if (parts.cover) request.attach('cover', parts.cover.bytes, { filename: parts.cover.name });
  return request;
}

/** Every stored blob key of the app's local store. */
export function blobKeys(t: TestApp): string[] {
  const root = join(t.dataDir, 'blobs');
  const keys: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else keys.push(relative(root, path).split('\\').join('/'));
    }
  };
  try {
    walk(root);
  } catch {
    // No blob stored yet: the folder does not exist.
  }
  return keys.sort();
}

/** Upload staging files left in the local store (none once a request has answered). */
export function stagingFiles(t: TestApp): string[] {
  const dir = join(t.dataDir, 'blobs', '.tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
}

export function clearBlobs(t: TestApp): void {
  rmSync(join(t.dataDir, 'blobs'), { recursive: true, force: true });
}

export async function contentRows(t: TestApp, companyId: string) {
  return t.db('contents').where({ company_id: companyId }).orderBy('created_at');
}

export async function textOf(t: TestApp, contentId: string): Promise<string | null> {
  const row = await t.db('content_texts').where({ content_id: contentId }).first('text');
  return row ? (row.text as string) : null;
}
