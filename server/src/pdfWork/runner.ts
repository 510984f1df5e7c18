import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { AppError } from '../errors';
import { defaultPdfWorkLimits, PdfWorkLimitError } from './limits';
import type { PdfLimitKind, PdfWorkLimits } from './limits';
import { pdfTasks, STAMPED_FILE } from './protocol';
import { sourceEntry } from './sourceEntry';
import type { PdfTaskMessage, PdfTaskReply, SerializedError } from './protocol';

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

const messages = {
  time: (ms: number) =>
    `Processing the PDF took longer than ${ms / 1000} s and was stopped; the file is too complex.`,
  memory: (mb: number) =>
    `Processing the PDF needed more than ${mb} MB of memory and was stopped; the file is too complex.`,
  crashed: (how: string) => `Processing the PDF stopped unexpectedly (${how}).`,
};

/** The work process's scheduling priority (Unix nice value: lower than the server's 0). */
const WORK_NICENESS = 10;

/** How often the resident memory of a work process is looked at. */
const WATCH_MS = 100;

/**
 * PDF work (pdf.js, the canvas, pdf-lib) out of the server's thread: each piece runs in a
 * process of its own, started for it and gone after it, so nothing a file does there can
 * stall the server or leave anything behind. The server kills the process past its time or
 * memory (`limits`); at most `limits.concurrency` run at once, the rest wait in turn. The
 * file goes in, and whatever the task writes comes out, through a temporary folder, so no
 * large message crosses the event loop.
 */
export function createPdfWork({ limits: overrides = {} }: PdfWorkDeps = {}) {
  const limits: PdfWorkLimits = { ...defaultPdfWorkLimits, ...overrides };
  const turn = pLimit(limits.concurrency);
  const running = new Set<ChildProcess>();

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
      const output = (await inChild(await workEntry(), message)) as T;
      const files = new Map<string, Buffer>();
      for (const name of await readdir(message.outputDir)) {
        files.set(name, await readFile(join(message.outputDir, name)));
      }
      return { output, files };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  function inChild(entry: string, message: PdfTaskMessage): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const child = fork(entry, [], {
        execArgv: [`--max-old-space-size=${limits.heapMb}`],
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        // Structured clone: a stamp request may carry dates or bytes.
        serialization: 'advanced',
      });
      running.add(child);
      // Requests come first: on a small machine the work takes the CPU the server leaves.
      if (child.pid !== undefined) setPriority(child.pid, WORK_NICENESS);
      let stderr = '';
      let reply: PdfTaskReply | null = null;
      let killedFor: PdfLimitKind | null = null;
      const kill = (kind: PdfLimitKind) => {
        killedFor ??= kind;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => kill('time'), limits.timeMs);
      const watch = setInterval(() => {
        void residentMb(child.pid).then((mb) => {
          if (mb === null) clearInterval(watch);
          else if (mb > limits.rssMb) kill('memory');
        });
      }, WATCH_MS);
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      child.on('message', (answer: PdfTaskReply) => {
        reply = answer;
      });
      const done = () => {
        clearTimeout(timer);
        clearInterval(watch);
        running.delete(child);
      };
      child.on('error', (error) => {
        done();
        reject(error);
      });
      child.on('exit', (code, signal) => {
        done();
        if (killedFor === 'time')
          reject(new PdfWorkLimitError('time', messages.time(limits.timeMs)));
        else if (killedFor === 'memory' || /heap out of memory|Reached heap limit/.test(stderr)) {
          reject(new PdfWorkLimitError('memory', messages.memory(limits.rssMb)));
        } else if (reply?.ok) resolve(reply.output);
        else if (reply) reject(deserialize(reply.error));
        else reject(new Error(messages.crashed(signal ?? `exit code ${code}`)));
      });
      child.send(message);
    });
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
    /** Kills the work in progress (shutdown). */
    stop() {
      for (const child of running) child.kill('SIGKILL');
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

/** Resident memory of a process in MB, from /proc (Linux); null where there is none. */
async function residentMb(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
    return kb === undefined ? 0 : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** A file given by its path (a file stream has a `path` too: it is read as a stream). */
function isFile(pdf: PdfInput): pdf is { path: string } {
  return !(pdf instanceof Uint8Array) && !(pdf instanceof Readable);
}

function deserialize(error: SerializedError): Error {
  if (error.limit) return new PdfWorkLimitError(error.limit, error.message);
  if (error.app) {
    const { status, messageKey, fieldErrors, httpStatus } = error.app;
    return new AppError(status, messageKey, error.message, fieldErrors, httpStatus);
  }
  return new PdfTaskError(error.name, error.message);
}
