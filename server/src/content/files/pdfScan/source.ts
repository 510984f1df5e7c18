import { open } from 'node:fs/promises';

/** Random access to a PDF's bytes, without holding the whole file. */
export interface ByteSource {
  readonly size: number;
  /**
   * Up to `length` bytes from `position` (fewer at the end of the data), valid until the next
   * read: a file source reuses its buffer, so memory stays at one block.
   */
  read(position: number, length: number): Promise<Buffer>;
}

/** Bytes already in memory (tests, small files). */
export function bufferSource(bytes: Uint8Array): ByteSource {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: buffer.length,
    read: async (position, length) => buffer.subarray(position, position + length),
  };
}

/** Reads are served from one cached block: objects that sit close together cost one read. */
const BLOCK_BYTES = 1024 * 1024;

/** Opens the file at `path` as a source for `use`, and closes it afterwards. */
export async function withFileSource<T>(
  path: string,
  use: (source: ByteSource) => Promise<T>,
): Promise<T> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const scratch = Buffer.allocUnsafe(BLOCK_BYTES);
    let block = { start: 0, bytes: scratch.subarray(0, 0) };
    return await use({
      size,
      async read(position, length) {
        const end = Math.min(size, position + length);
        const isCached = position >= block.start && end <= block.start + block.bytes.length;
        if (!isCached) {
          const wanted = Math.max(
            0,
            Math.min(size, position + Math.max(length, BLOCK_BYTES)) - position,
          );
          // Larger reads (a big object stream) get their own buffer; the rest reuse one.
          const bytes =
            wanted <= BLOCK_BYTES ? scratch.subarray(0, wanted) : Buffer.allocUnsafe(wanted);
          let filled = 0;
          while (filled < bytes.length) {
            const { bytesRead } = await handle.read(
              bytes,
              filled,
              bytes.length - filled,
              position + filled,
            );
            if (bytesRead === 0) break;
            filled += bytesRead;
          }
          block = { start: position, bytes: bytes.subarray(0, filled) };
        }
        return block.bytes.subarray(position - block.start, end - block.start);
      },
    });
  } finally {
    await handle.close();
  }
}
