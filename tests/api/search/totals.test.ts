import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchService } from '../../../server/src/content/search/service';
import type { SearchCall } from '../../../server/src/content/search/service';
import { createSettingsService } from '../../../server/src/settings/service';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { addContent, saveSettings } from './fixtures';

// Searches with words count up to a cap (1,000 in the app; 3 here). Past it PostgreSQL cuts a
// page by walking the newest contents instead of sorting every match, so these compare its
// pages with the uncapped order, on both dialects.
let t: TestApp;
let capped: ReturnType<typeof createSearchService>;
let full: ReturnType<typeof createSearchService>;
let call: Pick<SearchCall, 'company' | 'reader'>;
const inTitle: string[] = [];
const elsewhere: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const companyId = t.fixtures.sakura.id;
  await saveSettings(t, 'sakura', 'search', {
    boxes: [
      { id: 'keyword', operation: 1, label: 'k', searchFields: ['title', 'author', 'keywords'] },
      { id: 'author', operation: 1, label: 'a', searchFields: ['author'] },
    ],
  });
  // Newest first within each rank: titles holding the word, then the other matches.
  for (let i = 0; i < 5; i += 1) {
    inTitle.push(
      await addContent(t, companyId, {
        title: `星空の本 ${i}`,
        updatedAt: `2025-0${5 - i}-01T00:00:00.000Z`,
      }),
    );
  }
  for (let i = 0; i < 5; i += 1) {
    elsewhere.push(
      await addContent(t, companyId, {
        title: `Volume ${i}`,
        ...(i % 2 ? { author: '星空 太郎' } : { text: '星空を見上げる話。' }),
        updatedAt: `2026-0${5 - i}-01T00:00:00.000Z`,
      }),
    );
  }
  await addContent(t, companyId, { title: '星空 (draft)', isPublished: false });
  capped = withCap(3);
  full = withCap(undefined);
  // What the service reads of them: the tenant's id, and a signed-in reader.
  call = {
    company: { id: companyId } as SearchCall['company'],
    reader: { id: 'reader', companyId, roleLevel: 3 } as SearchCall['reader'],
  };
});

afterAll(async () => {
  await t?.destroy();
});

function withCap(totalCap: number | undefined) {
  const settings = createSettingsService({ db: t.db, clock: t.clock });
  return createSearchService({ db: t.db, settings, totalCap });
}

const ids = (page: { content: { id: string }[] }) => page.content.map((item) => item.id);

describe('search totals', () => {
  it('ranks title matches first, each rank newest first, uncapped below the cap', async () => {
    const page = await full.fullTextSearch({ ...call, searchKey: '星空', size: 20 });
    expect(ids(page)).toEqual([...inTitle, ...elsewhere]);
    expect(page).toMatchObject({ totalElements: 10, totalPages: 1 });
    expect(page).not.toHaveProperty('isTotalCapped');
  });

  it('stops counting at the cap and says so', async () => {
    const page = await capped.fullTextSearch({ ...call, searchKey: '星空', size: 2 });
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, isTotalCapped: true });
    expect(ids(page)).toEqual(inTitle.slice(0, 2));
  });

  it('cuts pages in the uncapped order, and ends them at the cap', async () => {
    const second = await capped.fullTextSearch({ ...call, searchKey: '星空', size: 2, page: 2 });
    expect(ids(second)).toEqual([inTitle[2]]);
    const past = await capped.fullTextSearch({ ...call, searchKey: '星空', size: 2, page: 9 });
    expect(past).toMatchObject({ pageNumber: 2, totalElements: 3 });
    expect(ids(past)).toEqual([inTitle[2]]);
  });

  it('reaches the other matches when the titles are fewer than the page', async () => {
    const page = await withCap(8).fullTextSearch({ ...call, searchKey: '星空', size: 4, page: 2 });
    expect(page).toMatchObject({ totalElements: 8, isTotalCapped: true });
    expect(ids(page)).toEqual([inTitle[4], ...elsewhere.slice(0, 3)]);
  });

  it('keeps a box to its fields, and ranks by the title even when the box has none', async () => {
    const keyword = await capped.search({
      ...call,
      searchRequests: [{ searchBoxId: 'keyword', value: '星空' }],
      size: 10,
    });
    expect(keyword).toMatchObject({ totalElements: 3, isTotalCapped: true });
    expect(ids(keyword)).toEqual(inTitle.slice(0, 3));
    const author = await withCap(1).search({
      ...call,
      searchRequests: [{ searchBoxId: 'author', value: '星空' }],
    });
    expect(author).toMatchObject({ totalElements: 1, isTotalCapped: true });
    expect(ids(author)).toEqual([elsewhere[1]]);
    const uncapped = await full.search({
      ...call,
      searchRequests: [{ searchBoxId: 'author', value: '星空' }],
    });
    expect(ids(uncapped)).toEqual([elsewhere[1], elsewhere[3]]);
  });

  it('finds one-character words through the short-word index', async () => {
    const page = await full.fullTextSearch({ ...call, searchKey: '星', size: 20 });
    expect(ids(page)).toEqual([...inTitle, ...elsewhere]);
  });
});
