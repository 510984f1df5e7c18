import { describe, expect, it } from 'vitest';
import { acceptPreviewDraft, PREVIEW_DRAFT } from './previewMessages';

const parent = { name: 'console window' };
const expected = { origin: 'https://admin.example', parent, kinds: ['header', 'footer'] };
const draft = { type: PREVIEW_DRAFT, kind: 'header', data: { title: 'Draft' } };

describe('acceptPreviewDraft', () => {
  it('accepts a draft for a public kind from the parent on the same origin', () => {
    const accepted = acceptPreviewDraft(
      { origin: expected.origin, source: parent, data: draft },
      expected,
    );
    expect(accepted).toEqual({ kind: 'header', data: { title: 'Draft' } });
  });

  it('rejects another origin', () => {
    const message = { origin: 'https://evil.example', source: parent, data: draft };
    expect(acceptPreviewDraft(message, expected)).toBeNull();
  });

  it('rejects a message from a window other than the parent', () => {
    const message = { origin: expected.origin, source: { name: 'popup' }, data: draft };
    expect(acceptPreviewDraft(message, expected)).toBeNull();
    expect(acceptPreviewDraft({ ...message, source: null }, expected)).toBeNull();
  });

  it('rejects unknown or admin-only kinds', () => {
    for (const kind of ['payment', 'watermark', '__proto__', 42]) {
      const message = { origin: expected.origin, source: parent, data: { ...draft, kind } };
      expect(acceptPreviewDraft(message, expected)).toBeNull();
    }
  });

  it('rejects other message types and payloads that are not objects', () => {
    const base = { origin: expected.origin, source: parent };
    expect(acceptPreviewDraft({ ...base, data: { ...draft, type: 'other' } }, expected)).toBeNull();
    expect(acceptPreviewDraft({ ...base, data: { ...draft, data: [1] } }, expected)).toBeNull();
    expect(acceptPreviewDraft({ ...base, data: 'hondana:preview-draft' }, expected)).toBeNull();
  });
});
