import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dialect } from '../config';
import { AppError } from '../errors';

/** Bumped when an archive's layout changes; restore refuses formats it does not know. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

/** A file of the archive, by its path inside the archive folder. */
export interface ArchivedFile {
  path: string;
  size: number;
  sha256: string;
}

export interface ArchivedBlob extends ArchivedFile {
  key: string;
  contentType: string;
}

/** What a database held at the backup's instant: rows per table and its migration level. */
export interface DatabaseSnapshot {
  tables: Record<string, number>;
  /** The last migration applied (`knex_migrations`), null for an unmigrated database. */
  migration: string | null;
}

/**
 * The manifest (`MANIFEST_FILE`), written last: a folder without it is an unfinished backup.
 * Restore checks every file against it before writing anything, and the rows against `tables`.
 */
export interface Manifest extends DatabaseSnapshot {
  format: typeof ARCHIVE_FORMAT;
  version: string;
  createdAt: string;
  dialect: Dialect;
  database: ArchivedFile;
  blobs: ArchivedBlob[];
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(join(dir, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null) throw refused(`${dir} holds no ${MANIFEST_FILE}: not a finished backup.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw refused(`${MANIFEST_FILE} is not valid JSON.`);
  }
  if (manifest?.format !== ARCHIVE_FORMAT) {
    throw refused(`Archive format ${String(manifest?.format)} is not ${ARCHIVE_FORMAT}.`);
  }
  if (!manifest.database || !Array.isArray(manifest.blobs) || !manifest.tables) {
    throw refused(`${MANIFEST_FILE} lacks the database, its tables or the blobs.`);
  }
  return manifest;
}

/** Every file of the archive has the size and checksum the manifest gives it. */
export async function verifyFiles(dir: string, manifest: Manifest): Promise<void> {
  for (const file of [manifest.database, ...manifest.blobs]) {
    const actual = await describeFile(dir, file.path).catch(() => null);
    if (!actual) throw refused(`${file.path} is missing from the archive.`);
    if (actual.size !== file.size || actual.sha256 !== file.sha256) {
      throw refused(`${file.path} does not match its checksum: the archive is damaged.`);
    }
  }
}

export async function describeFile(dir: string, path: string): Promise<ArchivedFile> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(join(dir, path))) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { path, size, sha256: hash.digest('hex') };
}

/** An archive or a target restore will not use; nothing has been written when it is thrown. */
export function refused(message: string): AppError {
  return AppError.badRequest({ from: message }, message);
}
