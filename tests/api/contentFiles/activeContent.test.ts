import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findActiveContent } from '../../../server/src/content/files/activeContent';
import { bufferSource, withFileSource } from '../../../server/src/content/files/pdfScan/source';
import {
  brokenPdf,
  encryptedObjectStreamsPdf,
  encryptedPdf,
  englishPdf,
  imagePdfFile,
  japanesePdf,
  javascriptPdf,
} from '../../support/pdfs';

const scan = (bytes: Uint8Array | string) =>
  findActiveContent(bufferSource(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes));

const dir = mkdtempSync(join(tmpdir(), 'hondana-active-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('findActiveContent', () => {
  it('finds the JavaScript of an /OpenAction packed in an object stream', async () => {
    expect(await scan(await javascriptPdf())).toEqual(['JS', 'JavaScript']);
  });

  it('finds nothing in plain text PDFs', async () => {
    expect(await scan(await englishPdf())).toEqual([]);
    expect(await scan(await japanesePdf())).toEqual([]);
    expect(await scan(await encryptedPdf())).toEqual([]);
    expect(await scan(brokenPdf())).toEqual([]);
  });

  it('ignores names spelled by the bytes of an image (read from the file)', async () => {
    const path = join(dir, 'image.pdf');
    await imagePdfFile(path, 1);
    expect(await withFileSource(path, (source) => findActiveContent(source))).toEqual([]);
  });

  it('decodes #xx escapes in names and finds launch actions and embedded files', async () => {
    const pdf =
      '%PDF-1.4\n1 0 obj << /S /Launch /F (calc.exe) >> endobj\n' +
      '2 0 obj << /Names << /Embedded#46iles 3 0 R >> /OpenAction << /S /J#61vaScript >> >> endobj\n';
    expect(await scan(pdf)).toEqual(['EmbeddedFiles', 'JavaScript', 'Launch']);
  });

  it('finds an /AA script on a page written after stream data', async () => {
    const pdf =
      '%PDF-1.4\n1 0 obj << /Length 9 >>\nstream\n/JS (x) \nendstream\nendobj\n' +
      '2 0 obj << /Type /Page /AA << /O << /S /JavaScript /JS 3 0 R >> >> >>\nendobj\n';
    expect(await scan(pdf)).toEqual(['JS', 'JavaScript']);
  });

  it('does not mistake longer names, stream data or resource labels for active ones', async () => {
    const pdf =
      '%PDF-1.4\n1 0 obj << /JSON 1 /Launcher 2 /OpenAction [3 0 R /Fit] >> endobj\n' +
      '2 0 obj << /Resources << /XObject << /JS 4 0 R >> /Font << /JavaScript 5 0 R >> >> >> endobj\n' +
      '4 0 obj << /Length 5 0 R >>\nstream\n<< /S /JavaScript /JS (app.alert(1)) >>\nendstream\nendobj\n';
    expect(await scan(pdf)).toEqual([]);
  });

  it('says so when encrypted object streams could not be read', async () => {
    expect(await scan(await encryptedObjectStreamsPdf())).toEqual(['Encrypted']);
  });

  it('says so when the time limit stops the walk', async () => {
    const limits = { maxMilliseconds: -1, maxObjectBytes: 1024, maxInflatedBytes: 1024 };
    const found = await findActiveContent(bufferSource(await englishPdf()), limits);
    expect(found).toEqual(['Incomplete']);
  });
});
