import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GroupType } from '../../../server/src/content/groupTypes';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { clearContents, createGroup } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { bookWithFile, v1 } from './support';

// Issue 32 item 6: the list answers carry the signed-in reader's own reading progress.
let t: TestApp;
let sakura: string;
let anna: TestReader;
let ben: TestReader;

beforeAll(async () => {
  t = await createTestApp();
  sakura = t.fixtures.sakura.id;
  anna = await createReader(t, sakura);
  ben = await createReader(t, sakura);
});
afterEach(async () => {
  await t.db('reading_positions').delete();
  await t.db('reading_history').delete();
  await clearContents(t);
});
afterAll(() => t.destroy());

interface Item {
  id: string;
  reading_progress?: { page: number; page_count: number | null } | null;
}
interface Group {
  id: string;
  type: number;
  contents: Item[];
}

const save = (who: TestReader, contentId: string, page: number) =>
  v1(t.app, 'put', `/content/reading-position/${contentId}`, who)
    .send({ page, zoom: 'auto' })
    .expect(200);
const home = async (who: TestReader) =>
  (await v1(t.app, 'get', '/content-group/content-group-list', who).expect(200)).body
    .data as Group[];

describe('reading progress in the list answers', () => {
  it('gives each reader their own page in "Recently read", and none in the shared shelves', async () => {
    const recent = await createGroup(t, sakura, { type: GroupType.RECENTLY_READ, isPublic: false });
    const book = await bookWithFile(t, sakura, await englishPdf(), { title: 'Long read' });
    await t.db('contents').where({ id: book.id }).update({ page_count: 40 });
    // Each reader loads their home first, so cached answers exist before the readings.
    await home(anna);
    await home(ben);
    await save(anna, book.id, 12);
    await save(ben, book.id, 3);

    const annas = await home(anna);
    const recentOf = (groups: Group[]) => groups.find((g) => g.type === GroupType.RECENTLY_READ);
    expect(recentOf(annas)?.contents).toEqual([
      expect.objectContaining({ id: book.id, reading_progress: { page: 12, page_count: 40 } }),
    ]);
    const bens = await home(ben);
    expect(recentOf(bens)?.contents[0]?.reading_progress).toEqual({ page: 3, page_count: 40 });
    // The book's own shelf is shared by every reader: no one's progress in it.
    const shelf = annas.find((g) => g.id === book.groupId);
    expect(shelf?.contents[0]?.id).toBe(book.id);
    expect(shelf?.contents[0]).not.toHaveProperty('reading_progress');

    // Reading on moves the page in the next answer.
    await save(anna, book.id, 13);
    expect(recentOf(await home(anna))?.contents[0]?.reading_progress?.page).toBe(13);

    // The group's own page and the personal groups' answer say the same.
    const page = await v1(t.app, 'get', '/content/page', ben)
      .query({ contentGroupId: recent.id, page: 1, size: 10 })
      .expect(200);
    expect(page.body.data.content[0].reading_progress).toEqual({ page: 3, page_count: 40 });
    const personal = await v1(t.app, 'get', '/content-group/favorites-recently-read', anna).expect(
      200,
    );
    expect(recentOf(personal.body.data as Group[])?.contents[0]?.reading_progress).toEqual({
      page: 13,
      page_count: 40,
    });
  });
});
