import { describe, expect, it } from 'vitest';
import { completeContentData, contentFormData } from './content';

describe('the content form data', () => {
  it('keeps only the schema fields and edits the publication date as a date', () => {
    const data = contentFormData({
      id: 'a'.repeat(32),
      title: 'Kokoro',
      textStatus: 'DONE',
      publishedDate: '1914-04-20T00:00:00.000Z',
      groupIds: ['b'.repeat(32)],
    });
    expect(data).toEqual({
      title: 'Kokoro',
      publishedDate: '1914-04-20',
      groupIds: ['b'.repeat(32)],
    });
  });

  it('sends every field, so a field the admin cleared is cleared on the server too', () => {
    const sent = completeContentData({ title: 'Kokoro', author: undefined });
    expect(sent).toMatchObject({
      title: 'Kokoro',
      author: '',
      type: '',
      seriesKey: null,
      publishedDate: null,
      print: 0,
      groupIds: [],
      isPublished: true,
    });
  });
});
