// Bundles the server into dist/main.js, the operator's CLI into dist/cli.js, and the PDF work
// process it starts into dist/pdfWorker.js (server/src/pdfWork: pdf.js runs there, out of the server's thread). Workspace packages (@hondana/schemas is TypeScript
// source) are bundled together with their own dependencies: those resolve from the
// workspace's folder (schemas/node_modules holds ajv 8, the root has eslint's ajv 6).
// The server's own npm dependencies stay external and load from node_modules at run time.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const server = readJson(join(here, 'package.json'));
const workspacePackages = new Set(['@hondana/schemas']);
const external = Object.keys(server.dependencies ?? {}).filter(
  (name) => !workspacePackages.has(name),
);

const common = {
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports ("pino-http/…", "ajv/dist/…") are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS helpers may call require(); give ESM output a real one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [thisCheckoutsSchemas()],
  logLevel: 'info',
};

await build({
  ...common,
  entryPoints: {
    main: join(here, 'src', 'main.ts'),
    pdfWorker: join(here, 'src', 'pdfWorker.ts'),
  },
});

// The operator's command line (server/src/cli.ts) in chunks: `--help`, a usage error and
// check-config answer without loading the server's services (what the commands import lazily).
rmSync(join(here, 'dist', 'cli-chunks'), { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { cli: join(here, 'src', 'cli.ts') },
  splitting: true,
  chunkNames: 'cli-chunks/[name]-[hash]',
});

/**
 * @hondana/schemas from this checkout's schemas/ (its package.json exports): node_modules
 * may be a link into another checkout (git worktrees), whose schemas would be bundled instead.
 */
function thisCheckoutsSchemas() {
  const root = join(here, '..', 'schemas');
  const { exports } = readJson(join(root, 'package.json'));
  return {
    name: 'this-checkouts-schemas',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^@hondana\/schemas(\/[\w-]+)?$/ }, ({ path }) => {
        const target = exports[`.${path.slice('@hondana/schemas'.length)}`];
        return target ? { path: join(root, target) } : undefined;
      });
    },
  };
}
