// What pdfWork.bench.mjs measures, bundled by it (as server/build.mjs bundles the server) so
// that both ways run the production code, without tsx in the way.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readPdf } from '../../server/src/content/files/pdfReading';
import { createPdfWork, defaultPdfWorkLimits, pdfTasks } from '../../server/src/pdfWork';

export interface Reading {
  ms: number;
  /** The longest the event loop was blocked meanwhile. */
  maxBlockMs: number;
  /** Blocks of more than 50 ms. */
  blocksOver50: number;
  characters: number;
}

/** Today's main: pdf.js reads the file (text, page 1) in this process's own thread. */
export async function inThisThread(pdf: string): Promise<Reading> {
  const outputDir = await mkdtemp(join(tmpdir(), 'hondana-bench-pdf-'));
  try {
    return await measured(async () => {
      const reading = await readPdf({
        task: pdfTasks.read,
        input: null,
        inputFile: pdf,
        outputDir,
        limits: defaultPdfWorkLimits,
      });
      return reading.characters;
    });
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}

/** Now: the same work in a PDF work process, the file streamed to it, its results read back. */
export function inPdfWork(pdf: string): Promise<Reading> {
  const work = createPdfWork();
  return measured(async () => {
    const { files } = await work.run(pdfTasks.read, { pdf: createReadStream(pdf) });
    return (files.get('text.txt')?.toString('utf8') ?? '').length;
  });
}

async function measured(work: () => Promise<number>): Promise<Reading> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  let blocksOver50 = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    if (now - last > 60) blocksOver50 += 1;
    last = now;
  }, 10);
  loop.enable();
  const started = performance.now();
  const characters = await work();
  const ms = performance.now() - started;
  loop.disable();
  clearInterval(ticker);
  return { ms, maxBlockMs: loop.max / 1e6, blocksOver50, characters };
}
