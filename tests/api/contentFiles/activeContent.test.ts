import { describe, expect, it } from 'vitest';
import { findActiveContent } from '../../../server/src/content/files/activeContent';
import { encryptedPdf, englishPdf, japanesePdf, javascriptPdf } from '../../support/pdfs';

describe('findActiveContent', () => {
  it('finds the JavaScript of an /OpenAction packed in an object stream', async () => {
    expect(findActiveContent(await javascriptPdf())).toEqual(['JS', 'JavaScript']);
  });

  it('finds nothing in plain text PDFs', async () => {
    expect(findActiveContent(await englishPdf())).toEqual([]);
    expect(findActiveContent(await japanesePdf())).toEqual([]);
    expect(findActiveContent(await encryptedPdf())).toEqual([]);
  });

  it('decodes #xx escapes in names and finds launch actions and embedded files', () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /S /Launch /F (calc.exe) >> endobj\n' +
        '2 0 obj << /Names << /Embedded#46iles 3 0 R >> /OpenAction << /S /J#61vaScript >> >> endobj\n',
    );
    expect(findActiveContent(pdf)).toEqual(['EmbeddedFiles', 'JavaScript', 'Launch']);
  });

  it('does not mistake longer names for active ones', () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /JSON 1 /Launcher 2 /OpenAction [3 0 R /Fit] >>\n',
    );
    expect(findActiveContent(pdf)).toEqual([]);
  });
});
