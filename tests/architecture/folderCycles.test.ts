// No folder cycle in server/src, reader/src or console/src (issues "One shape for the server"
// and "Shape, second pass"). FOLDER_CYCLES_ROOT points the check at one other tree, e.g. a
// worktree: FOLDER_CYCLES_ROOT=../wt/server/src npx vitest run --project unit
// tests/architecture/folderCycles.test.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, folderGraph, formatCycles, type FolderGraph } from './folderGraph';

const repo = join(import.meta.dirname, '..', '..');
const trees = process.env.FOLDER_CYCLES_ROOT
  ? [process.env.FOLDER_CYCLES_ROOT]
  : ['server/src', 'reader/src', 'console/src'];

describe('folder cycles', () => {
  it.each(trees)('%s has none', (tree) => {
    const graph = folderGraph(resolve(repo, tree));
    const cycles = findCycles(graph);
    const edges = [...graph.values()].reduce((n, to) => n + to.size, 0);
    console.log(
      `[folder cycles] ${graph.size} folders, ${edges} folder edges, ${cycles.length} cycle(s)` +
        (cycles.length ? `\n${formatCycles(cycles)}` : ''),
    );
    expect(cycles.length, formatCycles(cycles)).toBe(0);
  });

  it('the cycle finder finds every cycle of a synthetic graph, and none in a DAG', () => {
    const graph = edges([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'], // a -> b -> c -> a
      ['d', 'a'], // into the cycle, not part of it
      ['e', 'f'],
      ['f', 'e'], // a second cycle
      ['f', 'g'],
      ['g', 'h'],
    ]);
    const cycles = findCycles(graph);
    expect(cycles.map((c) => c.nodes)).toEqual([
      ['a', 'b', 'c'],
      ['e', 'f'],
    ]);
    expect(cycles[0].edges.map((e) => `${e.from}->${e.to}`)).toEqual(['a->b', 'b->c', 'c->a']);
    expect(cycles[1].edges[0].files).toEqual(['e.ts -> f.ts']);

    expect(formatCycles(cycles)).toContain('shortest loop through a: a -> b -> c -> a');

    graph.get('c')!.delete('a');
    graph.get('f')!.delete('e');
    expect(findCycles(graph)).toEqual([]);
  });

  it('builds the graph from files: folders at any depth, type imports and re-exports count', () => {
    const root = mkdtempSync(join(tmpdir(), 'hondana-folders-'));
    try {
      write(root, {
        'app.ts': "import { search } from './content/search';\nexport const app = search;",
        'content/index.ts': "export * from './core';",
        'content/core.ts': "import type { Search } from './search/types';\nexport type C = Search;",
        'content/search/index.ts': "import { c } from '../core.ts';\nexport const search = c;",
        'content/search/types.ts': 'export type Search = string;',
        'content/search/index.test.ts': "import { app } from '../../app';\nexport { app };",
        'db/index.ts':
          "import knex from 'knex';\nimport { m } from '../../migrations';\nexport { knex, m };",
      });
      const graph = folderGraph(root);
      expect(Object.fromEntries([...graph].map(([from, to]) => [from, [...to.keys()]]))).toEqual({
        'app.ts': ['content/search'],
        content: ['content/search'],
        'content/search': ['content'],
        db: [],
      });
      const cycles = findCycles(graph);
      expect(cycles).toEqual([
        {
          nodes: ['content', 'content/search'],
          edges: [
            {
              from: 'content',
              to: 'content/search',
              files: ['content/core.ts -> content/search/types.ts'],
            },
            {
              from: 'content/search',
              to: 'content',
              files: ['content/search/index.ts -> content/core.ts'],
            },
          ],
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

function edges(pairs: [string, string][]): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const [from, to] of pairs) {
    if (!graph.has(from)) graph.set(from, new Map());
    graph.get(from)!.set(to, [`${from}.ts -> ${to}.ts`]);
  }
  return graph;
}

function write(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${text}\n`);
  }
}
