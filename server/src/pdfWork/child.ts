import { AppError } from '../errors';
import { PdfWorkLimitError } from './limits';
import type { PdfTaskHandler, PdfTaskMessage, PdfTaskReply, SerializedError } from './protocol';

/**
 * The work process's side: takes tasks from the server one at a time and answers each. The
 * server kills it when a task runs too long or it grows too large (runner.ts); it also leaves
 * by itself when the server goes away or a task's time is over, in case nobody is left to kill
 * it.
 */
export function servePdfTasks(tasks: Record<string, PdfTaskHandler>): void {
  process.once('disconnect', () => process.exit(1));
  process.on('message', (message: PdfTaskMessage) => {
    const deadline = setTimeout(() => process.exit(1), message.limits.timeMs + 1000);
    void run(tasks, message).then((reply) => {
      clearTimeout(deadline);
      process.send?.(reply);
    });
  });
}

async function run(tasks: Record<string, PdfTaskHandler>, message: PdfTaskMessage) {
  try {
    const handler = tasks[message.task];
    if (!handler) throw new Error(`No PDF task ${message.task}.`);
    return { ok: true, output: await handler(message) } satisfies PdfTaskReply;
  } catch (error) {
    return { ok: false, error: serialize(error) } satisfies PdfTaskReply;
  }
}

function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const serialized: SerializedError = { name: error.name, message: error.message };
  if (error instanceof PdfWorkLimitError) serialized.limit = error.kind;
  if (error instanceof AppError) {
    const { status, messageKey, fieldErrors, httpStatus } = error;
    serialized.app = { status, messageKey, fieldErrors, httpStatus };
  }
  return serialized;
}
