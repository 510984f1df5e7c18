import { describe, expect, it } from 'vitest';
import { cachedReader, followSteps, pageCache, scanOrder, scanPages, stepHit } from './pageScan';
import type { ScanInput, ScanState } from './pageScan';

interface Hit {
  page: number;
  n: number;
}

/** A book whose page `p` has `hitsOn[p]` hits (none when absent); records what happens. */
function book(pageCount: number, hitsOn: Record<number, number>, start = 1) {
  const reads: number[] = [];
  const reports: Array<{ pagesRead: number; found: number[]; hits: string[]; isDone: boolean }> =
    [];
  const controller = new AbortController();
  let pauses = 0;
  const input: ScanInput<number, Hit> = {
    pageCount,
    start,
    read: async (page) => {
      reads.push(page);
      return hitsOn[page] ?? 0;
    },
    match: (page, count) => Array.from({ length: count }, (_, n) => ({ page, n })),
    pause: async () => {
      pauses += 1;
    },
    signal: controller.signal,
    onProgress: (state, found) =>
      reports.push({
        pagesRead: state.pagesRead,
        found: found.map((hit) => hit.page),
        hits: state.hits.map((hit) => `${hit.page}.${hit.n}`),
        isDone: state.isDone,
      }),
  };
  return { input, reads, reports, controller, pauses: () => pauses };
}

describe('scanOrder', () => {
  it('starts at the page being read, goes forward and wraps', () => {
    expect(scanOrder(3, 5)).toEqual([3, 4, 5, 1, 2]);
    expect(scanOrder(1, 3)).toEqual([1, 2, 3]);
    expect(scanOrder(9, 3)).toEqual([3, 1, 2]);
    expect(scanOrder(1, 0)).toEqual([]);
  });
});

describe('scanPages', () => {
  it('reports each page as it is read, hits kept in reading order, and pauses between pages', async () => {
    const { input, reads, reports, pauses } = book(5, { 1: 1, 4: 2 }, 4);
    await scanPages(input).done;
    expect(reads).toEqual([4, 5, 1, 2, 3]);
    // The first report comes after one page: the hits of the page being read show at once.
    expect(reports[0]).toEqual({
      pagesRead: 1,
      found: [4, 4],
      hits: ['4.0', '4.1'],
      isDone: false,
    });
    expect(reports[2].hits).toEqual(['1.0', '4.0', '4.1']);
    expect(reports.at(-1)).toMatchObject({ pagesRead: 5, isDone: true });
    expect(reports).toHaveLength(6);
    expect(pauses()).toBe(5);
  });

  it('stops reading when aborted, and reports nothing after', async () => {
    const { input, reads, reports, controller } = book(10, { 1: 1, 2: 1, 3: 1 });
    input.read = async (page) => {
      reads.push(page);
      if (page === 3) controller.abort();
      return 1;
    };
    await scanPages(input).done;
    expect(reads).toEqual([1, 2, 3]);
    expect(reports.map((report) => report.pagesRead)).toEqual([1, 2]);
  });

  it('stops between pages when aborted during a pause', async () => {
    const { input, reads, reports, controller } = book(10, {});
    input.pause = async () => controller.abort();
    await scanPages(input).done;
    expect(reads).toEqual([1]);
    expect(reports).toHaveLength(1);
  });

  it('reads a preferred page next, then goes on in order', async () => {
    const { input, reads } = book(6, {}, 2);
    const scan = scanPages(input);
    // Asked while page 2 is being read: page 5 comes next, then 3, 4, 6, 1.
    scan.prefer(5);
    await scan.done;
    expect(reads).toEqual([2, 5, 3, 4, 6, 1]);
  });

  it('keeps at most the hits per page and in all, and stops reading at the total', async () => {
    const { input, reads, reports } = book(10, { 1: 5, 2: 2, 3: 2, 4: 2 });
    input.limits = { perPage: 3, total: 6 };
    await scanPages(input).done;
    expect(reads).toEqual([1, 2, 3]);
    expect(reports.at(-1)).toMatchObject({
      hits: ['1.0', '1.1', '1.2', '2.0', '2.1', '3.0'],
      isDone: true,
    });
  });

  it('rejects when a page cannot be read', async () => {
    const { input } = book(3, {});
    input.read = async () => {
      throw new Error('range refused');
    };
    await expect(scanPages(input).done).rejects.toThrow('range refused');
  });
});

/** A scan's state with `read` pages read and hits on the pages given. */
function stateOf(pageCount: number, read: number[], hitsOn: Record<number, number>) {
  const hits: Hit[] = Object.entries(hitsOn).flatMap(([page, count]) =>
    Array.from({ length: count }, (_, n) => ({ page: Number(page), n })),
  );
  const state: Pick<ScanState<Hit>, 'hits' | 'pageCount' | 'isRead'> = {
    hits,
    pageCount,
    isRead: (page) => read.includes(page),
  };
  const at = (page: number, n = 0) => hits.find((hit) => hit.page === page && hit.n === n)!;
  return { state, at };
}

describe('stepHit', () => {
  it('goes to the next hit on the page, then on the next page with one, wrapping', () => {
    const { state, at } = stateOf(5, [1, 2, 3, 4, 5], { 2: 2, 4: 1 });
    expect(stepHit(state, at(2, 0), 1)).toEqual({ hit: at(2, 1) });
    expect(stepHit(state, at(2, 1), 1)).toEqual({ hit: at(4) });
    expect(stepHit(state, at(4), 1)).toEqual({ hit: at(2, 0) });
    expect(stepHit(state, at(2, 0), -1)).toEqual({ hit: at(4) });
  });

  it('waits for a page between the hit and the next one not read yet, never skipping it', () => {
    // Scanning from page 3: pages 3, 4, 5 read; page 1 has a hit already (preferred earlier).
    const { state, at } = stateOf(6, [1, 3, 4, 5], { 1: 1, 3: 1 });
    expect(stepHit(state, at(3), 1)).toEqual({ waitFor: 6 });
    expect(stepHit(state, at(3), -1)).toEqual({ waitFor: 2 });
    expect(stepHit(state, at(1), -1)).toEqual({ waitFor: 6 });
  });

  it('stays on the only hit once every page is read', () => {
    const { state, at } = stateOf(3, [1, 2, 3], { 2: 1 });
    expect(stepHit(state, at(2), 1)).toEqual({ hit: at(2) });
  });
});

describe('followSteps', () => {
  it('takes the steps the pages allow and keeps the rest waiting', () => {
    const { state, at } = stateOf(6, [2, 3, 4], { 2: 1, 3: 1 });
    const waiting = followSteps(state, at(2), { direction: 1, count: 3 });
    expect(waiting).toEqual({
      current: at(3),
      pending: { direction: 1, count: 2 },
      waitFor: 5,
    });
    const read = stateOf(6, [1, 2, 3, 4, 5, 6], { 2: 1, 3: 1 });
    expect(followSteps(read.state, read.at(3), waiting.pending)).toEqual({
      current: read.at(3),
      pending: null,
      waitFor: null,
    });
  });
});

describe('pageCache', () => {
  it('drops the least recently used pages past its budget, never the page just put', () => {
    const cache = pageCache<string>(10, (text) => text.length);
    cache.put(1, 'aaaa');
    cache.put(2, 'bbbb');
    expect(cache.get(1)).toBe('aaaa');
    cache.put(3, 'cccc');
    expect(cache.pages()).toEqual([1, 3]);
    cache.put(4, 'a page longer than the budget');
    expect(cache.pages()).toEqual([4]);
    expect(cache.get(1)).toBeUndefined();
  });

  it('answers a kept page without reading it again', async () => {
    const reads: number[] = [];
    const read = cachedReader(
      pageCache<string>(100, (text) => text.length),
      async (page) => {
        reads.push(page);
        return `page ${page}`;
      },
    );
    expect(await read(1)).toBe('page 1');
    expect(await read(2)).toBe('page 2');
    expect(await read(1)).toBe('page 1');
    expect(reads).toEqual([1, 2]);
  });
});
