import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PdfWorkLimitError } from '../../pdfWork';
import type { PdfTaskMessage } from '../../pdfWork';
import { renderFirstPage } from './firstPage';
import { MAX_TEXT_CHARS } from './limits';
import { openPdf } from './pdfjsNode';
import { extractPdfText, toTextError } from './pdfText';

/** The files the task writes: the text, and page 1's image when it could be drawn. */
export const readingFiles = { text: 'text.txt', firstPage: 'first-page.webp' } as const;

export interface PdfReading {
  pages: number;
  characters: number;
  /** Page 1's size in PDF points, when its image was drawn. */
  firstPage: { width: number; height: number } | null;
}

const messages = {
  pages: (count: number, max: number) =>
    `The PDF has ${count.toLocaleString('en')} pages; at most ${max.toLocaleString('en')} are read.`,
};

/**
 * The `pdfTasks.read` task: reads an uploaded PDF in a PDF work process: its text (text.txt) and page 1 drawn for the
 * online viewer (first-page.webp). A file with more pages than the limit is not read at all
 * (PdfWorkLimitError); a page 1 that cannot be drawn leaves no image, and the viewer does
 * without. A password or a damaged file throws PdfTextError.
 */
export async function readPdf({
  inputFile,
  outputDir,
  limits,
}: PdfTaskMessage): Promise<PdfReading> {
  const file = await readFile(inputFile);
  // pdf.js wants a plain Uint8Array, not a Buffer: a view of the same bytes.
  const task = await openPdf(new Uint8Array(file.buffer, file.byteOffset, file.length), limits);
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw toTextError(error);
    });
    if (document.numPages > limits.maxPages) {
      throw new PdfWorkLimitError('pages', messages.pages(document.numPages, limits.maxPages));
    }
    const text = await extractPdfText(document, MAX_TEXT_CHARS);
    await writeFile(join(outputDir, readingFiles.text), text);
    const firstPage = await renderFirstPage(document, limits.maxOperationsPerPage).catch(
      () => null,
    );
    if (firstPage) await writeFile(join(outputDir, readingFiles.firstPage), firstPage.image);
    return {
      pages: document.numPages,
      characters: text.length,
      firstPage: firstPage && { width: firstPage.width, height: firstPage.height },
    };
  } finally {
    await task.destroy();
  }
}
