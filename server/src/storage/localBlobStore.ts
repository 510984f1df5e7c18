import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { BlobStore, StoredBlob } from './blobStore';
import { isValidKey } from './blobStore';
import { stageIn } from './staging';

const FALLBACK_TYPE = 'application/octet-stream';

/**
 * Files under `{dataDir}/blobs/`. Content types sit in side files under `.meta/` and writes
 * start in `.tmp/`: folders no valid key can reach, since keys never start with a dot.
 */
export function createLocalBlobStore(dataDir: string): BlobStore {
  const root = resolve(dataDir, 'blobs');
  // Staged uploads sit on the store's own disk, so a commit is a rename, not a copy.
  const stagingDir = join(root, '.tmp');

  function pathsOf(key: string): { data: string; meta: string } {
    if (!isValidKey(key)) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
    const data = join(root, ...key.split('/'));
    // Belt and braces: whatever the key check lets through must stay inside the root.
    if (!data.startsWith(root + sep)) throw new Error(`Blob key escapes the store: ${key}`);
    return { data, meta: join(root, '.meta', ...key.split('/')) };
  }

  /** Temp file + rename: a reader sees the old file or the new one, never a partial write. */
  async function writeAtomically(path: string, content: Uint8Array | string): Promise<void> {
    const temp = join(stagingDir, randomUUID());
    await mkdir(dirname(temp), { recursive: true });
    await mkdir(dirname(path), { recursive: true });
    try {
      await writeFile(temp, content);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  return {
    async put(key, bytes, contentType) {
      const { data, meta } = pathsOf(key);
      await writeAtomically(meta, contentType);
      await writeAtomically(data, bytes);
    },

    stage() {
      return stageIn(stagingDir, async (staged, key, contentType) => {
        const { data, meta } = pathsOf(key);
        await writeAtomically(meta, contentType);
        await mkdir(dirname(data), { recursive: true });
        await rename(staged, data);
      });
    },

    async get(key, range): Promise<StoredBlob | null> {
      if (!isValidKey(key)) return null;
      const { data, meta } = pathsOf(key);
      const handle = await open(data, 'r').catch(ifMissing(null));
      if (!handle) return null;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = (await readFile(meta, 'utf8').catch(ifMissing(FALLBACK_TYPE))).trim();
      return { stream: handle.createReadStream(range), size: stats.size, contentType };
    },

    async delete(key) {
      const { data, meta } = pathsOf(key);
      await rm(data, { force: true });
      await rm(meta, { force: true });
    },

    async *list() {
      yield* keysUnder(root, []);
    },
  };
}

/** Files under `dir`, as keys; dot folders (`.meta`, `.tmp`) are the store's own, never keys. */
async function* keysUnder(dir: string, prefix: string[]): AsyncIterable<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(ifMissing([]));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const parts = [...prefix, entry.name];
    if (entry.isDirectory()) yield* keysUnder(join(dir, entry.name), parts);
    else if (entry.isFile()) yield parts.join('/');
  }
}

function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return value;
    throw error;
  };
}
