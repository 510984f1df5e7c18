import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { englishPdf, japanesePdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import { form } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.destroy();
});

describe('extracted text in full-text search', () => {
  it('finds a content by the words of its PDF, and by the new words after a replace', async () => {
    const sakura = await t.login('sakura');
    const reader = await createReader(t, t.fixtures.sakura.id);
    const search = async (searchKey: string) => {
      const res = await t
        .anonymous()
        .post('/api/v1/content/full-text-search?path=sakura')
        .set('X-Access-Token', reader.token)
        .send({ search_key: searchKey, page: 1, size: 10 })
        .expect(200);
      return (res.body.data.content as { id: string }[]).map((item) => item.id);
    };

    const created = await form(sakura.post('/api/admin/content-files'), {
      file: { bytes: await englishPdf(), name: 'a.pdf' },
      data: { title: 'Untitled' },
    }).expect(201);
    const { id } = created.body as { id: string };
    expect(await search('quiet reading rooms')).toEqual([]);
    await t.jobs.drain();
    expect(await search('quiet reading rooms')).toEqual([id]);

    await form(sakura.put(`/api/admin/content-files/${id}`), {
      file: { bytes: await japanesePdf(), name: 'b.pdf' },
    }).expect(200);
    await t.jobs.drain();
    expect(await search('読書室')).toEqual([id]);
    expect(await search('quiet reading rooms')).toEqual([]);
  });
});
