import { describe, expect, it } from 'vitest';
import {
  acceptPreviewDraft,
  draftMessage,
  isPreviewReady,
  previewDraftType,
  previewPage,
  previewPath,
  readyMessage,
} from './preview';

describe('acceptPreviewDraft (reader side)', () => {
  const parent = { name: 'console window' };
  const expected = { origin: 'https://admin.example', parent, kinds: ['header', 'footer'] };
  const draft = { type: previewDraftType, kind: 'header', data: { title: 'Draft' } };

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

describe('isPreviewReady (console side)', () => {
  const origin = 'http://localhost:3000';
  const frame = { name: 'preview frame window' };
  const ready = { type: 'hondana:preview-ready' };

  it('accepts the ready signal from our iframe on our origin', () => {
    expect(isPreviewReady({ origin, source: frame, data: ready }, frame, origin)).toBe(true);
    expect(isPreviewReady({ origin, source: frame, data: readyMessage() }, frame, origin)).toBe(
      true,
    );
  });

  it('rejects another origin', () => {
    const event = { origin: 'http://evil.example', source: frame, data: ready };
    expect(isPreviewReady(event, frame, origin)).toBe(false);
  });

  it('rejects another window on the same origin, and a missing frame', () => {
    expect(isPreviewReady({ origin, source: {}, data: ready }, frame, origin)).toBe(false);
    expect(isPreviewReady({ origin, source: undefined, data: ready }, undefined, origin)).toBe(
      false,
    );
  });

  it('rejects other message types and malformed data', () => {
    const other = { type: 'hondana:preview-draft' };
    expect(isPreviewReady({ origin, source: frame, data: other }, frame, origin)).toBe(false);
    expect(
      isPreviewReady({ origin, source: frame, data: 'hondana:preview-ready' }, frame, origin),
    ).toBe(false);
    expect(isPreviewReady({ origin, source: frame, data: null }, frame, origin)).toBe(false);
  });
});

describe('draft messages', () => {
  it('carry the kind and the unsaved data', () => {
    expect(draftMessage('header', { height: 60 })).toEqual({
      type: 'hondana:preview-draft',
      kind: 'header',
      data: { height: 60 },
    });
    expect(previewPath(7)).toBe('/admin/preview/7/');
  });
});

describe('previewPage', () => {
  it('opens the page each kind changes', () => {
    expect(previewPage('customLogin')).toBe('login');
    expect(previewPage('search')).toBe('search');
    expect(previewPage('searchResult')).toBe('search');
    expect(previewPage('input')).toBe('search');
    expect(previewPage('contentDetail', 'abc 1')).toBe('search/abc%201');
    expect(previewPage('contentDetail')).toBe('');
    expect(previewPage('header')).toBe('');
    expect(previewPage('company')).toBe('login');
  });

  it("opens the draft's first static page for pages, when its slug is one", () => {
    const draft = (slug: unknown) => ({ items: [{ slug }, { slug: 'faq' }] });
    expect(previewPage('pages', undefined, draft('about'))).toBe('about');
    expect(previewPage('pages', undefined, draft('Not a slug'))).toBe('');
    expect(previewPage('pages', undefined, draft(7))).toBe('');
    expect(previewPage('pages', undefined, { items: [] })).toBe('');
    expect(previewPage('pages')).toBe('');
  });
});
