// The layers of reader/src and console/src (docs/architecture.md, "Layers of reader/src" and
// "Layers of console/src"): a folder imports its own layer or a lower one, never one above.
// Cycles inside a layer are the folder-cycle check's (folderCycles.test.ts).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderGraph, type FolderGraph } from './folderGraph';

const repo = join(import.meta.dirname, '..', '..');

/** A node's layer, lowest 0; a node no rule names is reported, so a new folder gets a place. */
type Layering = (node: string) => number | undefined;

const reader: Layering = (node) => {
  if (/^(i18n|theme|styles|preview|config|api|analytics)(\/|$)/.test(node)) return 0;
  if (/^shared(\/|$)/.test(node)) return 1;
  if (/^features\//.test(node)) return 2;
  if (/^(layout|firstPaint)(\/|$)|^(routes|App|Reader)\.tsx$/.test(node)) return 3;
  if (/^(main\.tsx|boot\.ts)$/.test(node)) return 4;
  return undefined;
};

const console_: Layering = (node) => {
  if (/^i18n(\/|$)/.test(node)) return 0;
  if (/^providers(\/|$)/.test(node)) return 1;
  if (/^(tenant|upload|shared)(\/|$)/.test(node)) return 2;
  if (/^(paymentMode|schemaForm|preview|resources\/shared)(\/|$)/.test(node)) return 3;
  if (/^resources\//.test(node)) return 4;
  if (/^(dashboard|setPassword)(\/|$)/.test(node)) return 5;
  if (/^(registry\.ts|resourceElements\.tsx)$/.test(node)) return 6;
  if (/^layout(\/|$)/.test(node)) return 7;
  if (/^(App|main)\.tsx$/.test(node)) return 8;
  return undefined;
};

/** Every edge that points to a higher layer, and every node no layer names. */
export function layerBreaches(graph: FolderGraph, layerOf: Layering): string[] {
  const found: string[] = [];
  for (const [from, edges] of graph) {
    const fromLayer = layerOf(from);
    if (fromLayer === undefined) found.push(`${from}: in no layer`);
    for (const [to, files] of edges) {
      const toLayer = layerOf(to);
      if (fromLayer !== undefined && toLayer !== undefined && toLayer > fromLayer) {
        found.push(`${from} -> ${to} (layer ${fromLayer} imports ${toLayer}): ${files.join(', ')}`);
      }
    }
  }
  return found;
}

describe('client layers', () => {
  it.each([
    ['reader/src', reader],
    ['console/src', console_],
  ] as const)('%s imports only its own layer or lower ones', (tree, layerOf) => {
    const breaches = layerBreaches(folderGraph(join(repo, tree)), layerOf);
    expect(breaches, breaches.join('\n')).toEqual([]);
  });

  it('reports an import into a higher layer and a folder in no layer', () => {
    const graph: FolderGraph = new Map([
      ['features/viewer', new Map([['layout', ['features/viewer/a.ts -> layout/b.tsx']]])],
      ['shared/ui', new Map([['i18n', ['shared/ui/c.tsx -> i18n/d.ts']]])],
      ['misc', new Map()],
    ]);
    expect(layerBreaches(graph, reader)).toEqual([
      'features/viewer -> layout (layer 2 imports 3): features/viewer/a.ts -> layout/b.tsx',
      'misc: in no layer',
    ]);
  });
});
