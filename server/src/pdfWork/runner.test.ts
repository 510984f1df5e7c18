// The PDF work runner with real work processes (~0.3 s to start one).
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createPdfWork, PdfTaskError, PdfWorkLimitError, pdfTasks } from '.';

async function twoPages(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.addPage();
  return doc.save();
}

const stampRequest = {
  watermark: {
    isShow: true,
    isOnlineViewer: true,
    text: 'reader@example.com',
    color: '#ff0000',
    fontSize: 20,
    position: 'DIAGONAL',
    opacity: 0.3,
  },
  email: 'reader@example.com',
  traceCode: 'trace-0001',
  pages: null,
};

// Each test starts work processes (a bundle and a Node start each): on a loaded 2-core box that
// alone passed the unit project's 5 s default.
describe('createPdfWork', { timeout: 60_000 }, () => {
  it('stamps a download in a work process; a refusal comes back as the AppError it was', async () => {
    const work = createPdfWork();
    const stamped = await work.stamp(await twoPages(), stampRequest);
    expect((await PDFDocument.load(stamped)).getPageCount()).toBe(2);
    const refused = await work
      .stamp(await twoPages(), { ...stampRequest, pages: { from: 5, to: 6 } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 400, fieldErrors: { pages: expect.any(String) } });
  });

  it('kills a process past its time, and says so', async () => {
    const work = createPdfWork({ limits: { timeMs: 1 } });
    const error = await work
      .run(pdfTasks.read, { pdf: await twoPages() })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfWorkLimitError);
    expect(error).toMatchObject({ kind: 'time', message: expect.stringMatching(/longer than/) });
  });

  it('hands a damaged file back as a PdfTaskError with the reason', async () => {
    const error = await createPdfWork()
      .run(pdfTasks.read, { pdf: Buffer.from('%PDF-1.7\nnot really') })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfTaskError);
    expect(error).toMatchObject({ taskErrorName: 'PdfTextError', message: /damaged/ });
  });

  it('hands the next task to the process that finished one cleanly, and replaces a killed one', async () => {
    const work = createPdfWork({ limits: { timeMs: 20_000 } });
    try {
      await work.stamp(await twoPages(), stampRequest);
      expect(work.waitingProcesses()).toBe(1);
      await work.stamp(await twoPages(), stampRequest);
      expect(work.waitingProcesses()).toBe(1);
      // A task that failed on its file leaves no process behind for the next one.
      await work.run(pdfTasks.read, { pdf: Buffer.from('%PDF-1.7\nnot really') }).catch(() => null);
      expect(work.waitingProcesses()).toBe(0);
      const stamped = await work.stamp(await twoPages(), stampRequest);
      expect((await PDFDocument.load(stamped)).getPageCount()).toBe(2);
    } finally {
      work.stop();
    }
    expect(work.waitingProcesses()).toBe(0);
  });
});
