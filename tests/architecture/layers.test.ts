// The layer rule of server/src (eslint.config.js, boundaries/dependencies) on a small tree
// written to a scratch folder, so the test shows what the rule accepts and rejects whatever
// shape the real server/src has today. The rule runs through ESLint's Node API with the
// repository's own config, as `npm run lint` runs it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');

// One file per layer (and a content sub-folder), each exporting one name.
const tree: Record<string, string> = {
  'server/src/errors/index.ts': 'export const appError = 1;',
  'server/src/clock.ts': 'export const clock = 1;',
  'server/src/access/actor.ts': 'export const actor = 1;',
  'server/src/db/knex.ts': 'export const knex = 1;',
  'server/src/users/service.ts': 'export const usersService = 1;',
  'server/src/content/core.ts': 'export const contentCore = 1;',
  'server/src/content/search/index.ts': 'export const search = 1;',
  'server/src/api/admin/users.ts': 'export const usersRoutes = 1;',
  'server/src/shell/index.ts': 'export const shell = 1;',
  'server/src/services.ts': 'export const services = 1;',
  'server/src/app.ts': 'export const app = 1;',
  'server/src/demo/index.ts': 'export const demo = 1;',
  'migrations/index.ts': 'export const migrations = 1;',
};

let scratch: string;
let eslint: ESLint;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'hondana-layers-'));
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), `${text}\n`);
  }
  eslint = new ESLint({
    cwd: scratch,
    overrideConfigFile: join(repoRoot, 'eslint.config.js'),
    overrideConfig: { settings: { 'boundaries/root-path': scratch } },
  });
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The messages ESLint gives for `code` saved as `file` (a path under the scratch root). */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(scratch, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const layerRule = 'boundaries/dependencies';

describe('server layers (lint rule)', () => {
  it.each([
    ['infrastructure imports a domain', 'server/src/db/users.ts', "'../users/service'"],
    ['infrastructure imports a route', 'server/src/db/users.ts', "'../api/admin/users'"],
    ['a domain imports a route', 'server/src/users/routes.ts', "'../api/admin/users'"],
    ['a domain imports the root', 'server/src/content/search/app.ts', "'../../app'"],
    ['a domain imports the demo', 'server/src/users/seed.ts', "'../demo'"],
    ['access imports infrastructure', 'server/src/access/policy.ts', "'../db/knex'"],
    ['foundation imports access', 'server/src/errors/actor.ts', "'../access/actor'"],
    ['foundation imports a domain', 'server/src/config.ts', "'./users/service'"],
    ['a route imports the root', 'server/src/api/admin/app.ts', "'../../services'"],
    ['a folder in no layer imports anything', 'server/src/misc/x.ts', "'../clock'"],
  ])('rejects: %s', async (_name, file, source) => {
    const name = exportedName(file, source);
    // A value import, a type import, a re-export and a dynamic import: each is one edge.
    for (const code of [
      `import { ${name} } from ${source};\nexport const y = ${name};`,
      `import type { ${name} } from ${source};\nexport type Y = typeof ${name};`,
      `export { ${name} } from ${source};`,
      `export const y = () => import(${source});`,
    ]) {
      const messages = await lint(file, code);
      expect(messages, code).toHaveLength(1);
      expect(messages[0], code).toMatch(new RegExp(`^${layerRule}: server layers: `));
    }
  });

  it.each([
    [
      'a domain imports infrastructure, access and foundation',
      'server/src/users/repo.ts',
      ["'../db/knex'", "'../access/actor'", "'../errors'", "'../clock'"],
    ],
    ['a domain imports another domain', 'server/src/users/content.ts', ["'../content/core'"]],
    [
      'a content sub-folder imports its core',
      'server/src/content/search/core.ts',
      ["'../core'", "'../../users/service'"],
    ],
    [
      'infrastructure imports infrastructure and the migrations',
      'server/src/db/migrate.ts',
      ["'./knex'", "'../../../migrations'", "'../errors'"],
    ],
    ['access imports foundation', 'server/src/access/clock.ts', ["'../clock'", "'../errors'"]],
    ['foundation imports foundation', 'server/src/paths.ts', ["'./clock'", "'./errors'"]],
    [
      'a route imports domains, infrastructure and routes',
      'server/src/api/v1/users.ts',
      ["'../../users/service'", "'../../db/knex'", "'../admin/users'", "'../../shell'"],
    ],
    [
      'the root imports every layer',
      'server/src/main.ts',
      [
        "'./app'",
        "'./services'",
        "'./demo'",
        "'./api/admin/users'",
        "'./content/search'",
        "'./db/knex'",
        "'./access/actor'",
        "'./clock'",
      ],
    ],
    [
      'the demo imports the root',
      'server/src/demo/seed.ts',
      ["'../services'", "'../users/service'"],
    ],
    [
      'a unit test imports anything',
      'server/src/db/knex.test.ts',
      ["'../api/admin/users'", "'../app'"],
    ],
  ])('accepts: %s', async (_name, file, sources) => {
    const names = sources.map((source) => exportedName(file, source));
    const code = [
      ...sources.map((source, i) => `import { ${names[i]} } from ${source};`),
      "import knexFactory from 'knex';",
      `export const all = [${names.join(', ')}, knexFactory];`,
    ].join('\n');
    expect(await lint(file, code)).toEqual([]);
  });
});

/** The name exported by the scratch file that `source` (quoted) names from `file`. */
function exportedName(file: string, source: string): string {
  const target = posix.join(posix.dirname(file), source.slice(1, -1));
  const path = Object.keys(tree).find((p) => p.replace(/(\/index)?\.ts$/, '') === target);
  if (!path) throw new Error(`no scratch file for ${source} from ${file}`);
  return tree[path].match(/export const (\w+)/)![1];
}
