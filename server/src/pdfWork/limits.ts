/**
 * The bounds of one piece of PDF work (reading an upload, stamping a download). Time and
 * memory are enforced from outside, by killing the process that does the work; the others
 * are checked inside it, where pdf.js and the canvas meet the file (docs/decisions.md,
 * "PDF work in its own process").
 */
export interface PdfWorkLimits {
  /** Wall time of one piece of work, start-up of its process included. */
  timeMs: number;
  /** V8's old-space limit of the work's process (`--max-old-space-size`), MB. */
  heapMb: number;
  /** Resident memory of the work's process (decoded streams and the canvas live outside V8's heap), MB. */
  rssMb: number;
  /** Pages a file may have. */
  maxPages: number;
  /** Drawing operations on one page before its drawing stops. */
  maxOperationsPerPage: number;
  /** Pixels of one image pdf.js decodes; larger images are not drawn. */
  maxImagePixels: number;
  /** Pieces of work running at once on one server process; the rest wait their turn. */
  concurrency: number;
}

export const defaultPdfWorkLimits: PdfWorkLimits = {
  timeMs: 120_000,
  heapMb: 512,
  rssMb: 1024,
  maxPages: 20_000,
  maxOperationsPerPage: 2_000_000,
  maxImagePixels: 100_000_000,
  concurrency: 2,
};

/** What was exceeded: the process was killed (`time`, `memory`) or the work stopped itself. */
export type PdfLimitKind = 'time' | 'memory' | 'pages' | 'operations';

/** A piece of PDF work went past one of its limits; `message` says which, in plain words. */
export class PdfWorkLimitError extends Error {
  override name = 'PdfWorkLimitError';
  constructor(
    readonly kind: PdfLimitKind,
    message: string,
  ) {
    super(message);
  }
}
