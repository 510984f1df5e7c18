// The entry of a PDF work process (server/src/pdfWork): the server starts it for PDF work,
// with its limits, hands it tasks one at a time, and kills it when a task runs too long or it
// grows too large. Built beside main.js (server/build.mjs); bundled on the fly when the server
// runs from source (pdfWork/sourceEntry.ts). A task loads its library (pdf.js, pdf-lib) the
// first time it runs in the process.
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
