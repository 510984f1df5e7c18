import { describe, expect, it } from 'vitest';
import { draftMessage, isPreviewReady, previewUrl } from './previewMessages';

const origin = 'http://localhost:3000';
const frame = { name: 'preview frame window' };
const ready = { type: 'hondana:preview-ready' };

describe('isPreviewReady', () => {
  it('accepts the ready signal from our iframe on our origin', () => {
    expect(isPreviewReady({ origin, source: frame, data: ready }, frame, origin)).toBe(true);
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
    expect(previewUrl(7)).toBe('/admin/preview/7/');
  });
});
