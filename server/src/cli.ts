#!/usr/bin/env node
// The operator's command line (`npm run hondana -- <command>`, or the `hondana` bin):
// the commands are cli/commands.ts, the services they call server/src/operations.
import { parseArgs } from 'node:util';
import { AppError } from './errors';
import { loadConfig } from './config';
import { commands, FLAGS } from './cli/commands';
import type { Options } from './cli/commands';
import type { Runtime } from './cli/runtime';
import { CommandFailed, usage, UsageError } from './cli/usage';

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

async function main(argv: string[]): Promise<number> {
  let runtime: Runtime | null = null;
  try {
    const { command, options, positionals } = parse(argv);
    if (!command) {
      process.stdout.write(`${usage}\n`);
      return EXIT.ok;
    }
    const lazyRuntime = async () => {
      const { createRuntime } = await import('./cli/runtime');
      // Logs go to stderr, and only warnings unless LOG_LEVEL asks for more.
      const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };
      return (runtime ??= createRuntime(loadConfig(env)));
    };
    const lines = await command.run(lazyRuntime, options, positionals);
    write(process.stdout, lines);
    return EXIT.ok;
  } catch (err) {
    if (err instanceof UsageError) {
      write(process.stderr, [`hondana: ${err.message}`, '', usage]);
      return EXIT.usage;
    }
    if (err instanceof CommandFailed) write(process.stdout, err.lines);
    else write(process.stderr, [`hondana: ${describe(err)}`]);
    return EXIT.failed;
  } finally {
    await (runtime as Runtime | null)?.close();
  }
}

/** The command named by the leading words, its options and its positional arguments. */
function parse(argv: string[]) {
  const known = new Set(Object.values(commands).flatMap((c) => c.options));
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        [...known, ...FLAGS].map((name) => [
          name,
          { type: FLAGS.has(name) ? 'boolean' : 'string' },
        ]),
      ) as Record<string, { type: 'boolean' | 'string' }>,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  const words = positionals.slice(0, 2).join(' ');
  const name = commands[words] ? words : positionals[0];
  if (!name || values.help) return { command: null, options: {}, positionals: [] };
  const command = commands[name];
  if (!command) throw new UsageError(`Unknown command "${positionals.join(' ')}".`);
  const rest = positionals.slice(name.split(' ').length);
  if (rest.length !== (command.positionals ?? 0)) {
    throw new UsageError(
      `"${name}" takes ${command.positionals ?? 0} argument(s), got ${rest.length}.`,
    );
  }
  const options = values as Options;
  const foreign = Object.keys(options).filter((key) => !command.options.includes(key));
  if (foreign.length) throw new UsageError(`"${name}" does not take --${foreign.join(', --')}.`);
  return { command, options, positionals: rest };
}

/** An AppError's message and field messages; any other error's message. */
function describe(err: unknown): string {
  if (err instanceof AppError) {
    const fields = Object.entries(err.fieldErrors ?? {})
      .filter(([, message]) => message !== err.message)
      .map(([field, message]) => `${field || 'input'}: ${message}`);
    return [err.message, ...fields].join('\n  ');
  }
  return err instanceof Error ? err.message : String(err);
}

function write(stream: NodeJS.WriteStream, lines: string[]) {
  if (lines.length) stream.write(`${lines.join('\n')}\n`);
}

// Exits rather than waiting for timers some services keep (caches, pools) to run out.
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`hondana: ${String(err)}\n`);
    process.exit(EXIT.failed);
  },
);
