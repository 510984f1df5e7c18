import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { StagedFile } from './blobStore';

/**
 * A staged file under `dir` with a random name; `moveTo` is the driver's commit (a rename on
 * the local disk, an upload to a bucket). After a commit the path is gone, so `discard` is a
 * no-op then; a failed commit leaves the file for the caller's `discard`.
 */
export async function stageIn(
  dir: string,
  moveTo: (path: string, key: string, contentType: string) => Promise<void>,
): Promise<StagedFile> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.part`);
  return {
    path,
    commit: (key, contentType) => moveTo(path, key, contentType),
    discard: () => rm(path, { force: true }),
  };
}
