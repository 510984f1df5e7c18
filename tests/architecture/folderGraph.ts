// The folder-level import graph of a source tree and its cycles (issue "One shape for the
// server": a check in `npm test` fails on any folder cycle in server/src).
//
// Every non-test .ts file is a member of the folder it sits in, at any depth (`content` and
// `content/search` are two nodes); a file directly under the root is its own node (`app.ts`).
// Every relative import, type import, re-export and dynamic import that resolves to a file
// under the root is an edge from the importer's node to the imported file's node.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Folder → folder edges, each with the files that make it (`importer -> imported`, paths from the root). */
export type FolderGraph = Map<string, Map<string, string[]>>;

export type Cycle = {
  /** The nodes of one strongly connected component, sorted. */
  nodes: string[];
  /** The edges inside it, with the files that make each edge. */
  edges: { from: string; to: string; files: string[] }[];
};

export function folderGraph(root: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(root, file);
    if (!graph.has(from)) graph.set(from, new Map());
    const text = readFileSync(file, 'utf8');
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(dirname(file), fileName);
      if (!target || !isUnder(root, target)) continue;
      const to = nodeOf(root, target);
      if (to === from) continue;
      const edges = graph.get(from)!;
      const files = edges.get(to) ?? [];
      const pair = `${posixPath(relative(root, file))} -> ${posixPath(relative(root, target))}`;
      if (!files.includes(pair)) files.push(pair);
      edges.set(to, files);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one node: every folder cycle. */
export function findCycles(graph: FolderGraph): Cycle[] {
  const nodes = new Set<string>(graph.keys());
  for (const edges of graph.values()) for (const to of edges.keys()) nodes.add(to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  // Iterative, so a long chain of folders cannot overflow the call stack.
  for (const start of [...nodes].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; targets: string[]; at: number }[] = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: [...(graph.get(node)?.keys() ?? [])].sort(), at: 0 });
    };
    enter(start);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const to = frame.targets[frame.at++];
        if (!index.has(to)) enter(to);
        else if (onStack.has(to))
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let node: string;
        do {
          node = stack.pop()!;
          onStack.delete(node);
          component.push(node);
        } while (node !== frame.node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }

  return components
    .map((members) => {
      const inside = new Set(members);
      const edges = members.flatMap((from) =>
        [...(graph.get(from) ?? new Map<string, string[]>()).entries()]
          .filter(([to]) => inside.has(to))
          .map(([to, files]) => ({ from, to, files: [...files].sort() })),
      );
      return { nodes: members, edges: edges.sort((a, b) => compare(key(a), key(b))) };
    })
    .sort((a, b) => compare(a.nodes[0], b.nodes[0]));
}

export function formatCycles(cycles: Cycle[]): string {
  return cycles
    .map((cycle, i) =>
      [
        `cycle ${i + 1} (${cycle.nodes.length} folders): ${cycle.nodes.join(', ')}`,
        `  shortest loop through ${cycle.nodes[0]}: ${shortestLoop(cycle).join(' -> ')}`,
        ...cycle.edges.flatMap(({ from, to, files }) => [
          `  ${from} -> ${to}`,
          ...files.map((f) => `    ${f}`),
        ]),
      ].join('\n'),
    )
    .join('\n');
}

/** The shortest path from the cycle's first node back to itself, along the cycle's edges. */
function shortestLoop(cycle: Cycle): string[] {
  const start = cycle.nodes[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const { to } of cycle.edges.filter((edge) => edge.from === node)) {
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

function compare(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function key(edge: { from: string; to: string }) {
  return `${edge.from}\0${edge.to}`;
}

/** `content/search` for a file in that folder, `app.ts` for a file directly under the root. */
function nodeOf(root: string, file: string): string {
  const path = posixPath(relative(root, file));
  const slash = path.lastIndexOf('/');
  return slash === -1 ? path : path.slice(0, slash);
}

function posixPath(path: string): string {
  return path.split(sep).join('/');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    return isSource && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file a relative specifier names, the way the bundler resolution of tsconfig does. */
function resolveImport(fromDir: string, specifier: string): string | undefined {
  const base = resolve(fromDir, specifier);
  const withoutJs = base.replace(/\.(m|c)?js$/, '');
  const candidates = [
    base,
    ...['.ts', '.tsx', '.d.ts'].map((ext) => withoutJs + ext),
    ...['index.ts', 'index.tsx'].map((index) => join(base, index)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

function isUnder(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep);
}
