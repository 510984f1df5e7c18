import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BANNER, findDrift, generateTypes } from './generate-types';

const schemasDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(schemasDir, '..');
const prettierConfig = path.join(repoRoot, '.prettierrc.json');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const cli = path.join(schemasDir, 'scripts', 'gen-types.ts');
const temporary: string[] = [];

async function copyOfSchemas(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hondana-gen-'));
  temporary.push(dir);
  for (const folder of ['kinds', 'resources', 'types']) {
    await cp(path.join(schemasDir, folder), path.join(dir, folder), { recursive: true });
  }
  return dir;
}

function runCli(...args: string[]) {
  return spawnSync(tsx, [cli, ...args], { encoding: 'utf8', timeout: 60_000 });
}

afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('npm run gen', () => {
  it('matches the committed types', async () => {
    const files = await generateTypes({ schemasDir, prettierConfig });
    expect(await findDrift(path.join(schemasDir, 'types'), files)).toEqual([]);
    expect(files.get('header.d.ts')).toContain(BANNER);
    expect(files.get('header.d.ts')).toContain('export interface HeaderSettings');
    expect(files.get('index.d.ts')).toContain('export interface PublicSettings');
  });

  it('--check passes on an unchanged copy and fails, naming the file, after a schema edit', async () => {
    const dir = await copyOfSchemas();
    expect(runCli('--check', '--schemas', dir).status).toBe(0);

    const bodyFile = path.join(dir, 'kinds', 'body.schema.json');
    const body = JSON.parse(await readFile(bodyFile, 'utf8'));
    body.properties.lineHeight = { type: 'number', default: 1.5 };
    await writeFile(bodyFile, JSON.stringify(body));

    const check = runCli('--check', '--schemas', dir);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('body.d.ts');
    expect(check.stderr).not.toContain('header.d.ts');

    expect(runCli('--schemas', dir).status).toBe(0);
    expect(await readFile(path.join(dir, 'types', 'body.d.ts'), 'utf8')).toContain(
      'lineHeight: number',
    );
    expect(runCli('--check', '--schemas', dir).status).toBe(0);
  }, 60_000);

  it('reports stray files in the types folder', async () => {
    const dir = await copyOfSchemas();
    await writeFile(path.join(dir, 'types', 'old.d.ts'), 'export {};\n');
    const files = await generateTypes({ schemasDir: dir, prettierConfig });
    expect(await findDrift(path.join(dir, 'types'), files)).toEqual(['old.d.ts']);
  });
});
