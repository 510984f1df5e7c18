import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLimitReached, openBookFile, rangeSource, rangesAhead } from './rangeSource';

const K = 65_536;
const MIB = 1024 * 1024;

/** A fake file of `size` bytes (byte i is i mod 251) and the ranges asked of it. */
function file(size: number, failFirst = 0) {
  const asked: Array<[number, number]> = [];
  let failures = failFirst;
  const fetchRange = async (begin: number, end: number) => {
    asked.push([begin, end]);
    if (failures > 0) {
      failures -= 1;
      throw new Error('network');
    }
    return Uint8Array.from({ length: Math.min(end, size) - begin }, (_, i) => (begin + i) % 251);
  };
  return { asked, fetchRange };
}

describe('rangesAhead', () => {
  it('asks for the first chunk and the last four, aligned to the chunks', () => {
    const size = 100 * K + 123;
    expect(rangesAhead(size, K)).toEqual([
      [0, K],
      [97 * K, size],
    ]);
  });

  it('asks for a small file whole, and for nothing of an empty one', () => {
    expect(rangesAhead(5 * K, K)).toEqual([[0, 5 * K]]);
    expect(rangesAhead(6 * K, K)).toEqual([
      [0, K],
      [2 * K, 6 * K],
    ]);
    expect(rangesAhead(500, K)).toEqual([[0, 500]]);
    expect(rangesAhead(0, K)).toEqual([]);
  });
});

describe('rangeSource', () => {
  it('answers a range inside one asked for ahead from it, byte for byte', async () => {
    const size = 100 * K + 123;
    const { asked, fetchRange } = file(size);
    const source = rangeSource(fetchRange, rangesAhead(size, K));
    expect(asked).toHaveLength(2);
    const last = await source.read(100 * K, size);
    expect(last).toHaveLength(123);
    expect(last[0]).toBe((100 * K) % 251);
    const first = await source.read(0, K);
    expect(first[K - 1]).toBe((K - 1) % 251);
    expect(asked).toHaveLength(2);
  });

  it('fetches a range outside (or straddling) the early ones', async () => {
    const size = 100 * K;
    const { asked, fetchRange } = file(size);
    const source = rangeSource(fetchRange, rangesAhead(size, K));
    const middle = await source.read(10 * K, 12 * K);
    expect(middle[0]).toBe((10 * K) % 251);
    await source.read(0, 2 * K);
    expect(asked.slice(2)).toEqual([
      [10 * K, 12 * K],
      [0, 2 * K],
    ]);
  });

  it('fetches again when an early range failed, and reports a fetch that fails', async () => {
    const size = 100 * K;
    const { asked, fetchRange } = file(size, 1);
    const source = rangeSource(fetchRange, rangesAhead(size, K));
    const first = await source.read(0, K);
    expect(first).toHaveLength(K);
    expect(asked.filter(([begin]) => begin === 0)).toHaveLength(2);
    const failing = rangeSource(file(size, 5).fetchRange, []);
    await expect(failing.read(0, K)).rejects.toThrow('network');
  });
});

describe('openBookFile', () => {
  // The browser's own fetch against real HTTP is what the viewer's browser tests use; here
  // `fetch` answers as the file endpoint would, to check what is asked and what is refused.
  afterEach(() => vi.unstubAllGlobals());

  /** Answers ranges of a `size`-byte file, or `status` when given; records what is asked. */
  function fileEndpoint(size: number, status?: number) {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      asked.push(`${headers.Range} ${headers['X-Access-Token']}`);
      const match = /^bytes=(\d+)-(\d+)$/.exec(headers.Range ?? '');
      if (status || !match) return new Response(null, { status: status ?? 200 });
      const [begin, last] = [Number(match[1]), Number(match[2])];
      const body = Uint8Array.from({ length: last - begin + 1 }, (_, i) => (begin + i) % 251);
      return new Response(body, {
        status: 206,
        headers: { 'Content-Range': `bytes ${begin}-${last}/${size}` },
      });
    });
    return asked;
  }

  it('asks for the early ranges at once, with the token header, and answers from them', async () => {
    const size = 10 * K + 7;
    const asked = fileEndpoint(size);
    const file = openBookFile('/file', { 'X-Access-Token': 't1' }, size);
    const tail = await file.source!.read(9 * K, size);
    expect(tail).toHaveLength(K + 7);
    expect(tail[0]).toBe((9 * K) % 251);
    expect(asked.sort()).toEqual([`bytes=0-${K - 1} t1`, `bytes=${7 * K}-${size - 1} t1`]);
  });

  it('asks for no more than the server answers at once: never the whole file, at most 1 MiB', async () => {
    const small = 3 * K + 1;
    const asked = fileEndpoint(small);
    // A small book is asked for ahead whole: in two halves.
    const whole = await openBookFile('/file', {}, small).source!.read(0, small);
    expect(whole).toHaveLength(small);
    expect(whole[small - 1]).toBe((small - 1) % 251);
    expect(asked.sort()).toEqual([
      `bytes=0-${1.5 * K} undefined`,
      `bytes=${1.5 * K + 1}-${small - 1} undefined`,
    ]);
    const big = 100 * MIB;
    const pieces = fileEndpoint(big);
    const range = await openBookFile('/file', {}, big).source!.read(MIB, 3.5 * MIB);
    expect(range).toHaveLength(2.5 * MIB);
    expect(range[2 * MIB]).toBe((3 * MIB) % 251);
    expect(pieces.filter((ask) => !ask.startsWith('bytes=0-'))).toHaveLength(4);
  });

  it('tells a spent allowance (429 in the envelope) from any other refusal', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ status: 429, message: 'Too many' }));
    const spent = await openBookFile('/file', {}, 10 * K)
      .source!.read(4 * K, 5 * K)
      .catch((error: unknown) => error);
    expect(isLimitReached(spent)).toBe(true);
    vi.stubGlobal('fetch', async () => Response.json({ status: 839, message: 'No' }));
    const refused = await openBookFile('/file', {}, 10 * K)
      .source!.read(4 * K, 5 * K)
      .catch((error: unknown) => error);
    expect(isLimitReached(refused)).toBe(false);
  });

  it('fails a range the server refuses, and leaves a book of unknown size to pdf.js', async () => {
    fileEndpoint(10 * K, 401);
    const file = openBookFile('/file', {}, 10 * K);
    await expect(file.source!.read(4 * K, 5 * K)).rejects.toThrow('answered 401');
    expect(openBookFile('/file', {}, 0).source).toBeNull();
  });
});
