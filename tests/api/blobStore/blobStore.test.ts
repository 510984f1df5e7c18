import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../../server/src/storage/blobStore';
import { startLocal, startS3 } from './drivers';
import type { TestDriver } from './drivers';

// One suite, two drivers: whatever a caller sees must not depend on where the bytes live.
describe.each([
  ['local', startLocal],
  ['s3', startS3],
])('blob store (%s driver)', (_name, start) => {
  let driver: TestDriver;
  let store: BlobStore;

  beforeAll(async () => {
    driver = await start();
    store = driver.store;
  });
  afterAll(async () => {
    await driver?.stop();
  });

  it('gives back what was put, with its size and content type', async () => {
    const bytes = Buffer.from('%PDF-1.7 hello');
    await store.put('company-a/content/c1/one.pdf', bytes, 'application/pdf');
    const blob = await store.get('company-a/content/c1/one.pdf');
    expect(blob).not.toBeNull();
    expect(blob!.size).toBe(bytes.length);
    expect(blob!.contentType).toBe('application/pdf');
    expect(Buffer.compare(await readAll(blob!.stream), bytes)).toBe(0);
  });

  it('streams a byte range, with the whole object size', async () => {
    const bytes = randomBytes(5000);
    await store.put('company-a/content/c1/ranged.pdf', bytes, 'application/pdf');
    // Not `bytes=0-0`: s3rver answers it with the whole object (S3 itself does not).
    for (const [start, end] of [
      [0, 1],
      [10, 4095],
      [4990, 4999],
    ]) {
      const blob = await store.get('company-a/content/c1/ranged.pdf', { start, end });
      expect(blob!.size).toBe(5000);
      expect(Buffer.compare(await readAll(blob!.stream), bytes.subarray(start, end + 1))).toBe(0);
    }
  });

  it('replaces an object put again under the same key', async () => {
    await store.put('company-a/logo/replace.png', Buffer.from('first'), 'image/png');
    await store.put('company-a/logo/replace.png', Buffer.from('second!'), 'image/webp');
    const blob = await store.get('company-a/logo/replace.png');
    expect(blob!.size).toBe(7);
    expect(blob!.contentType).toBe('image/webp');
    expect((await readAll(blob!.stream)).toString()).toBe('second!');
  });

  it('answers null for a missing key and for invalid keys', async () => {
    expect(await store.get('company-a/content/none/missing.pdf')).toBeNull();
    for (const key of ['../etc/passwd', '/abs/key', 'a//b', '.meta/x', 'a/../b', '']) {
      expect(await store.get(key)).toBeNull();
    }
  });

  it('refuses to write or delete under an invalid key', async () => {
    await expect(store.put('../escape.pdf', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid blob key/,
    );
    await expect(store.put('.tmp/x', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(store.delete('a/../../b')).rejects.toThrow(/Invalid blob key/);
  });

  it('deletes an object, and deleting a missing one is no error', async () => {
    await store.put('company-a/content/c2/gone.pdf', Buffer.from('bye'), 'application/pdf');
    await store.delete('company-a/content/c2/gone.pdf');
    expect(await store.get('company-a/content/c2/gone.pdf')).toBeNull();
    await expect(store.delete('company-a/content/c2/gone.pdf')).resolves.toBeUndefined();
    await expect(store.delete('company-a/never/was.pdf')).resolves.toBeUndefined();
  });

  it('keeps every byte value intact', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 * 4 }, (_, i) => i % 256));
    await store.put('company-b/binary/all-bytes.bin', bytes, 'application/octet-stream');
    const blob = await store.get('company-b/binary/all-bytes.bin');
    expect(Buffer.compare(await readAll(blob!.stream), bytes)).toBe(0);
  });

  it('commits a staged file under its key, and discarding it leaves nothing', async () => {
    const bytes = randomBytes(256 * 1024);
    const staged = await store.stage();
    writeFileSync(staged.path, bytes);
    await staged.commit('company-a/content/c3/staged.pdf', 'application/pdf');
    expect(existsSync(staged.path)).toBe(false);
    await staged.discard();
    const blob = await store.get('company-a/content/c3/staged.pdf');
    expect(blob!.contentType).toBe('application/pdf');
    expect(Buffer.compare(await readAll(blob!.stream), bytes)).toBe(0);

    const refused = await store.stage();
    writeFileSync(refused.path, 'partial');
    await expect(refused.commit('../escape.pdf', 'application/pdf')).rejects.toThrow();
    await refused.discard();
    expect(existsSync(refused.path)).toBe(false);
  });

  it('lists every stored key, and none of its own bookkeeping', async () => {
    await store.put('company-d/logo/listed.png', Buffer.from('png'), 'image/png');
    const staged = await store.stage();
    writeFileSync(staged.path, 'not yet a key');
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    await staged.discard();
    expect(keys).toContain('company-d/logo/listed.png');
    expect(keys).toContain('company-a/content/c1/one.pdf');
    expect(keys).not.toContain('company-a/content/c2/gone.pdf');
    expect(keys.every((key) => !key.split('/').some((part) => part.startsWith('.')))).toBe(true);
  });

  it('stores and streams a 5 MB object', async () => {
    const bytes = randomBytes(5 * 1024 * 1024);
    await store.put('company-b/content/big/large.pdf', bytes, 'application/pdf');
    const blob = await store.get('company-b/content/big/large.pdf');
    expect(blob!.size).toBe(bytes.length);
    expect(Buffer.compare(await readAll(blob!.stream), bytes)).toBe(0);
  });
});

describe('blobStoreFor', () => {
  it('writes to the bucket, not the local folder, when the config names S3', async () => {
    const driver = await startS3();
    try {
      await driver.store.put(
        'company-c/content/x/file.pdf',
        Buffer.from('%PDF-'),
        'application/pdf',
      );
      expect(existsSync(driver.dataDir)).toBe(false);
      expect(await driver.store.get('company-c/content/x/file.pdf')).not.toBeNull();
    } finally {
      await driver.stop();
    }
  });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
