// The entry of a PDF work process (server/src/pdfWork): the server starts one per piece of
// PDF work, with its limits, and kills it when it runs too long or grows too large. Built
// beside main.js (server/build.mjs); run from source under tsx in tests. Each task loads
// its own libraries (pdf.js, pdf-lib) when it runs: a process starts for one task only.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pdfTasks, servePdfTasks, STAMPED_FILE } from './pdfWork';
import type { PdfTaskMessage } from './pdfWork';
import type { StampRequest } from './viewer/stamp';

servePdfTasks({
  [pdfTasks.read]: async (message: PdfTaskMessage) => {
    const { readPdf } = await import('./content/files/pdfReading');
    return readPdf(message);
  },
  [pdfTasks.scan]: async ({ inputFile }: PdfTaskMessage) => {
    const { findActiveContent } = await import('./content/files/activeContent');
    const { withFileSource } = await import('./content/files/pdfScan/source');
    return withFileSource(inputFile, (source) => findActiveContent(source));
  },
  [pdfTasks.stamp]: async ({ inputFile, outputDir, input }: PdfTaskMessage) => {
    const { stampPdf } = await import('./viewer/stamp');
    const stamped = await stampPdf(await readFile(inputFile), input as StampRequest);
    await writeFile(join(outputDir, STAMPED_FILE), stamped);
    return null;
  },
});
