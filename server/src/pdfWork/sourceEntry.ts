import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** esbuild's `build`, as far as it is used here (a dev dependency: never in the bundle). */
type Build = (options: Record<string, unknown>) => Promise<{ outputFiles: { text: string }[] }>;

let built: Promise<string> | null = null;

/**
 * The work process's entry when the server runs from source (tests, `npm run dev`): the
 * entry bundled on the fly, as server/build.mjs bundles it, once per server process. Run
 * under tsx instead, pdf.js alone took 190 MB more and started seconds slower. The bundle
 * sits in node_modules/.cache, where Node finds the server's dependencies.
 */
export function sourceEntry(): Promise<string> {
  built ??= bundle().catch((error: unknown) => {
    built = null;
    throw error;
  });
  return built;
}

async function bundle(): Promise<string> {
  const src = dirname(dirname(fileURLToPath(import.meta.url)));
  const root = dirname(dirname(src));
  const esbuild = 'esbuild';
  const { build } = (await import(esbuild)) as { build: Build };
  const result = await build({
    entryPoints: [join(src, 'pdfWorker.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesOutside],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'silent',
  });
  const dir = join(root, 'node_modules', '.cache', 'hondana');
  const text = result.outputFiles[0].text;
  // Named by its content: processes share it, and only a change of the code adds a file.
  const file = join(
    dir,
    `pdfWorker-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`,
  );
  await mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, text);
  await rename(partial, file);
  return file;
}

/** npm packages stay outside the bundle, the workspace's own (TypeScript) ones go in. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build: {
    onResolve(options: { filter: RegExp }, callback: (args: { path: string }) => unknown): void;
  }) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@hondana/') ? undefined : { path, external: true },
    );
  },
};
