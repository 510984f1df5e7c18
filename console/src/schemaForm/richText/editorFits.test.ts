import { describe, expect, it } from 'vitest';
import { editorFits } from './editorFits';

describe('editorFits', () => {
  it('opens formatted text, lists, headings and links in the editor', () => {
    expect(editorFits('')).toBe(true);
    expect(editorFits('<p><strong>New:</strong> 120 novels.</p>')).toBe(true);
    expect(
      editorFits(
        '<h2>FAQ</h2><ol><li>One</li></ol><p><a href="https://x.test" target="_blank">x</a></p>',
      ),
    ).toBe(true);
  });

  it('keeps images, tables and classes as HTML source', () => {
    expect(editorFits('<p><img src="/a.png" alt="a"></p>')).toBe(false);
    expect(editorFits('<table><tr><td>1</td></tr></table>')).toBe(false);
    expect(editorFits('<p class="notice">Closed on Monday</p>')).toBe(false);
    expect(editorFits('<div>block</div>')).toBe(false);
  });
});
