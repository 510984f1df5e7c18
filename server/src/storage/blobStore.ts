import type { Readable } from 'node:stream';

/** One stored object, ready to stream to a client. */
export interface StoredBlob {
  /** The whole object, or only the asked byte range. */
  stream: Readable;
  /** The size of the whole object, even when only a range streams. */
  size: number;
  contentType: string;
}

/** Bytes `start` to `end`, both inclusive (as in HTTP's Range), within the object. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A local file a large upload is streamed into before it has a key (its hash is known only
 * at the end): checked from its path, then committed under a key or discarded.
 */
export interface StagedFile {
  /** Where to write the upload and read it back; no file exists there until written. */
  path: string;
  /** Moves the file under `key`, replacing what was there; readers never see half a file. */
  commit(key: string, contentType: string): Promise<void>;
  /** Removes the file if it is still staged; safe to call after `commit` or twice. */
  discard(): Promise<void>;
}

/**
 * Where uploaded files live (ARCHITECTURE §6). Keys are slash-separated relative names
 * (`{companyId}/logo/{sha256}.png`); the local folder is the default and an S3 driver
 * implements the same calls without changing any caller.
 */
export interface BlobStore {
  /** Stores `bytes` under `key`, replacing what was there; readers never see half a file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A staging file for a streamed upload, on a disk the driver can commit from cheaply. */
  stage(): Promise<StagedFile>;
  /**
   * The object, or null when there is none (an invalid key has none either). With `range`,
   * only those bytes stream (the viewer's range requests); the caller keeps it inside `size`.
   */
  get(key: string, range?: ByteRange): Promise<StoredBlob | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups, `operations/blobCopy.ts`). */
  list(): AsyncIterable<string>;
}

const segment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Keys are plain relative names: no `..`, no leading dot or slash, no empty segment. */
export function isValidKey(key: string): boolean {
  const parts = key.split('/');
  return key.length <= 512 && parts.every((part) => segment.test(part));
}
