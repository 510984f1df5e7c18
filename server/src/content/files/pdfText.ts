import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Why a PDF gave no text, in words an administrator can act on. */
export class PdfTextError extends Error {
  override name = 'PdfTextError';
}

const messages = {
  password: 'The PDF is protected by a password; remove the protection and upload it again.',
  invalid: 'The file is damaged or not a valid PDF.',
  unreadable: (detail: string) => `The PDF could not be read: ${detail}`,
};

/** The text of an open PDF, page by page. Stops once `maxChars` are collected. */
export async function extractPdfText(
  document: PDFDocumentProxy,
  maxChars: number,
): Promise<string> {
  const pages: string[] = [];
  let length = 0;
  for (let number = 1; number <= document.numPages && length < maxChars; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('')
      .replace(/[ \t]+\n/g, '\n')
      .trim();
    page.cleanup();
    if (!text) continue;
    pages.push(text);
    length += text.length + 2;
  }
  return unifyIdeographs(pages.join('\n\n')).slice(0, maxChars);
}

/**
 * CJK fonts often map a kanji to its look-alike Kangxi radical or compatibility ideograph
 * (方 comes out as U+2F45), which no one types in a search box; NFKC maps those back. Only
 * those ranges: full-width Latin and half-width kana stay as printed.
 */
function unifyIdeographs(text: string): string {
  return text.replace(/[\u2f00-\u2fdf\uf900-\ufaff]/g, (char) => char.normalize('NFKC'));
}

/** pdf.js's reason for not opening a file, as a PdfTextError. */
export function toTextError(error: unknown): PdfTextError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return new PdfTextError(messages.password);
  if (name === 'InvalidPDFException' || name === 'FormatError') {
    return new PdfTextError(messages.invalid);
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new PdfTextError(messages.unreadable(detail));
}
