import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { AppError } from '../errors';
import { defaultPdfWorkLimits, PdfWorkLimitError } from './limits';
import type { PdfWorkLimits } from './limits';
import { pdfTasks, STAMPED_FILE } from './protocol';
import { sourceEntry } from './sourceEntry';
import type { PdfTaskMessage, SerializedError } from './protocol';
import { WorkProcess } from './workProcess';

export interface PdfWorkDeps {
  /** Replaces some of the defaults (tests use small ones). */
  limits?: Partial<PdfWorkLimits>;
}

/** The PDF a task works on: bytes, a stream, or a file that stays where it is (read only). */
export type PdfInput = Uint8Array | Readable | { path: string };

export interface PdfWorkResult<T> {
  output: T;
  /** The files the task wrote, by name. */
  files: Map<string, Buffer>;
}

/** A task failed on the file (not on a limit): its error's name and message, from the work process. */
export class PdfTaskError extends Error {
  constructor(
    readonly taskErrorName: string,
    message: string,
  ) {
    super(message);
    this.name = 'PdfTaskError';
  }
}

/** Tasks one work process takes before it is replaced (whatever it may have kept). */
const TASKS_PER_PROCESS = 50;

/** A process left waiting this long exits: its memory goes back to the server's machine. */
const IDLE_MS = 30_000;

/**
 * PDF work (pdf.js, the canvas, pdf-lib) out of the server's thread, in processes of its own
 * (workProcess.ts), so nothing a file does there can stall the server. The server kills a
 * process past its time or memory (`limits`); at most `limits.concurrency` work at once, the
 * rest wait in turn. A process that finished a task cleanly takes the next one (its libraries
 * are loaded already: a process start cost 0.3-2 s a task); one whose task failed, hit a
 * limit, grew past half its memory or took `TASKS_PER_PROCESS` tasks is replaced. The file goes
 * in, and whatever the task writes comes out, through a temporary folder, so no large message
 * crosses the event loop.
 */
export function createPdfWork({ limits: overrides = {} }: PdfWorkDeps = {}) {
  const limits: PdfWorkLimits = { ...defaultPdfWorkLimits, ...overrides };
  const turn = pLimit(limits.concurrency);
  const idle: { process: WorkProcess; timer: NodeJS.Timeout }[] = [];
  const busy = new Set<WorkProcess>();

  async function takeProcess(): Promise<WorkProcess> {
    while (idle.length > 0) {
      const { process, timer } = idle.pop() as (typeof idle)[number];
      clearTimeout(timer);
      if (process.isAlive) return process;
    }
    return new WorkProcess(await workEntry(), limits);
  }

  async function giveBack(process: WorkProcess, isClean: boolean): Promise<void> {
    busy.delete(process);
    const mb = isClean && process.isAlive ? await process.residentMb() : null;
    const isReusable =
      isClean && process.tasks < TASKS_PER_PROCESS && (mb === null || mb < limits.rssMb / 2);
    if (!isReusable || !process.isAlive) {
      process.kill();
      return;
    }
    const timer = setTimeout(() => {
      const at = idle.findIndex((entry) => entry.process === process);
      if (at >= 0) idle.splice(at, 1);
      process.kill();
    }, IDLE_MS);
    timer.unref();
    idle.push({ process, timer });
  }

  async function runOnce<T>(task: string, input: unknown, pdf: PdfInput) {
    const dir = await mkdtemp(join(tmpdir(), 'hondana-pdf-'));
    try {
      const message: PdfTaskMessage = {
        task,
        input,
        inputFile: isFile(pdf) ? pdf.path : join(dir, 'input.pdf'),
        outputDir: join(dir, 'out'),
        limits,
      };
      await mkdir(message.outputDir);
      if (pdf instanceof Uint8Array) await writeFile(message.inputFile, pdf);
      else if (!isFile(pdf)) await pipeline(pdf, createWriteStream(message.inputFile));
      const process = await takeProcess();
      busy.add(process);
      const end = await process.run(message);
      const isClean = 'reply' in end && end.reply.ok;
      await giveBack(process, isClean);
      if ('error' in end) throw end.error;
      if (!end.reply.ok) throw deserialize(end.reply.error);
      const files = new Map<string, Buffer>();
      for (const name of await readdir(message.outputDir)) {
        files.set(name, await readFile(join(message.outputDir, name)));
      }
      return { output: end.reply.output as T, files };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Runs `task` (one of `pdfTasks`) on `pdf` with `input`. Throws PdfWorkLimitError past a
   * limit, PdfTaskError when the task failed on the file, AppError as the task threw it.
   */
  function run<T>(task: string, { input, pdf }: { input?: unknown; pdf: PdfInput }) {
    return turn(() => runOnce<T>(task, input ?? null, pdf));
  }

  return {
    limits,
    run,
    /**
     * A download stamped with the reader's watermark: viewer/stamp.ts's `stampPdf(original,
     * request)`, run in a work process with the same limits.
     */
    async stamp<R>(original: Uint8Array | Readable, request: R): Promise<Uint8Array> {
      const { files } = await run(pdfTasks.stamp, { input: request, pdf: original });
      return files.get(STAMPED_FILE) as Buffer;
    },
    /** Work processes waiting for a task (loaded, reused by the next one). */
    waitingProcesses(): number {
      return idle.filter(({ process }) => process.isAlive).length;
    },
    /** Kills the work in progress and the waiting processes (shutdown). */
    stop() {
      for (const process of busy) process.kill();
      for (const { process, timer } of idle.splice(0)) {
        clearTimeout(timer);
        process.kill();
      }
    },
  };
}

export type PdfWork = ReturnType<typeof createPdfWork>;

/**
 * The work process's entry: beside the bundle (dist/pdfWorker.js, built with main.js), or
 * bundled on the fly when the server itself runs from source (sourceEntry.ts).
 */
async function workEntry(): Promise<string> {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return sourceEntry();
  return fileURLToPath(new URL('./pdfWorker.js', here));
}

/** A file given by its path (a file stream has a `path` too: it is read as a stream). */
function isFile(pdf: PdfInput): pdf is { path: string } {
  return !(pdf instanceof Uint8Array) && !(pdf instanceof Readable);
}

function deserialize(error: SerializedError): Error {
  if (error.limit) return new PdfWorkLimitError(error.limit, error.message);
  if (error.app) {
    const { status, messageKey, fieldErrors, httpStatus } = error.app;
    return new AppError(status, { messageKey, message: error.message, fieldErrors, httpStatus });
  }
  return new PdfTaskError(error.name, error.message);
}
