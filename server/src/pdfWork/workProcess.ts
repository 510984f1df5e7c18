import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { PdfWorkLimitError } from './limits';
import type { PdfLimitKind, PdfWorkLimits } from './limits';
import type { PdfTaskMessage, PdfTaskReply } from './protocol';

const messages = {
  time: (ms: number) =>
    `Processing the PDF took longer than ${ms / 1000} s and was stopped; the file is too complex.`,
  memory: (mb: number) =>
    `Processing the PDF needed more than ${mb} MB of memory and was stopped; the file is too complex.`,
  crashed: (how: string) => `Processing the PDF stopped unexpectedly (${how}).`,
};

/** The work process's scheduling priority (Unix nice value: lower than the server's 0). */
const WORK_NICENESS = 10;

/** How often the resident memory of a busy work process is looked at. */
const WATCH_MS = 100;

/** The answer of one task, or how it ended without one. */
export type TaskEnd = { reply: PdfTaskReply } | { error: Error };

/**
 * One PDF work process (pdfWorker.ts), which may run several tasks one after another: the
 * libraries load once, not per task. A task past its time or memory kills the process (its
 * error says which); whoever holds the process decides whether it takes another task.
 */
export class WorkProcess {
  private readonly child: ChildProcess;
  private isGone = false;
  private stderr = '';
  private current: {
    settle: (end: TaskEnd) => void;
    killedFor: PdfLimitKind | null;
  } | null = null;
  /** Tasks this process has taken. */
  tasks = 0;

  constructor(
    entry: string,
    private readonly limits: PdfWorkLimits,
  ) {
    this.child = fork(entry, [], {
      execArgv: [`--max-old-space-size=${limits.heapMb}`],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // Structured clone: a stamp request may carry dates or bytes.
      serialization: 'advanced',
    });
    // Requests come first: on a small machine the work takes the CPU the server leaves.
    if (this.child.pid !== undefined) setPriority(this.child.pid, WORK_NICENESS);
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    this.child.on('message', (reply: PdfTaskReply) => this.current?.settle({ reply }));
    this.child.on('error', (error) => this.current?.settle({ error }));
    this.child.on('exit', (code, signal) => {
      this.isGone = true;
      const task = this.current;
      if (!task) return;
      if (task.killedFor === 'time') {
        task.settle({ error: new PdfWorkLimitError('time', messages.time(this.limits.timeMs)) });
      } else if (
        task.killedFor === 'memory' ||
        /heap out of memory|Reached heap limit/.test(this.stderr)
      ) {
        task.settle({
          error: new PdfWorkLimitError('memory', messages.memory(this.limits.rssMb)),
        });
      } else {
        task.settle({ error: new Error(messages.crashed(signal ?? `exit code ${code}`)) });
      }
    });
  }

  get isAlive(): boolean {
    return !this.isGone;
  }

  /** Runs one task, killing the process past the task's time or the process's memory. */
  run(message: PdfTaskMessage): Promise<TaskEnd> {
    this.tasks += 1;
    this.stderr = '';
    this.hold(true);
    return new Promise<TaskEnd>((resolve) => {
      const task = {
        killedFor: null as PdfLimitKind | null,
        settle: (end: TaskEnd) => {
          if (this.current !== task) return;
          this.current = null;
          clearTimeout(timer);
          clearInterval(watch);
          this.hold(false);
          resolve(end);
        },
      };
      const kill = (kind: PdfLimitKind) => {
        task.killedFor ??= kind;
        this.kill();
      };
      const timer = setTimeout(() => kill('time'), this.limits.timeMs);
      const watch = setInterval(() => {
        void this.residentMb().then((mb) => {
          if (mb !== null && mb > this.limits.rssMb && this.current === task) kill('memory');
        });
      }, WATCH_MS);
      this.current = task;
      this.child.send(message);
    });
  }

  /** Resident memory in MB, from /proc (Linux); null where there is none or it is gone. */
  async residentMb(): Promise<number | null> {
    if (this.child.pid === undefined || this.isGone) return null;
    try {
      const status = await readFile(`/proc/${this.child.pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
      return kb === undefined ? null : Number(kb) / 1024;
    } catch {
      return null;
    }
  }

  kill(): void {
    if (!this.isGone) this.child.kill('SIGKILL');
  }

  /** A waiting process does not keep the server (or a test run) from exiting. */
  private hold(isBusy: boolean): void {
    if (isBusy) {
      this.child.ref();
      this.child.channel?.ref();
    } else {
      this.child.unref();
      this.child.channel?.unref();
    }
  }
}
