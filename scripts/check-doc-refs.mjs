// `npm run check:refs`: every file or symbol a doc or a code comment cites must exist, so a
// newcomer following a citation never lands on nothing. Part of `npm test`'s checks.
//
// Read: the Markdown of docs/, README.md, CONTRIBUTING.md, tests/README.md (all of it), and the
// comments of the code in server/src, reader/src, console/src, schemas, tests, scripts and
// migrations (`//`, `/* */`, JSDoc, and a schema's "$comment").
// Cited: a path ending in a source or doc extension (`viewer/entitlement.ts`,
// `docs/contracts.md`), optionally with `#symbol` (an identifier in that file) or, for Markdown,
// `#anchor` (one of its headings); and a title quoted after `decisions.md` or `performance.md`
// (a heading or a bold entry title of the decision log, or of the performance summary or diary).
// A path resolves against the repository root, the source roots (SOURCE_ROOTS), or the citing
// file's folder and those above it; a bare file name (no folder) against any file of that name.
// Not citations, by rule: URLs, npm package paths (`@scope/…`, or a first folder that is an
// installed package), node_modules and build output (dist, dist-ssr, coverage), patterns
// (`{kind}`, `*`, `…`), a kind of file (`.ui.json`), bare names of other kinds than ours
// (pdf.js, Node.js, viewer.html), and anything under a `fixtures` folder (example paths on
// purpose). A folder named from the root with its slash (`server/src/viewer/`) must exist too.
// `--root <dir>` checks another tree (the unit test's fixtures).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = resolve(rootArg >= 0 ? args[rootArg + 1] : new URL('..', import.meta.url).pathname);

const DOCS = ['docs', 'README.md', 'CONTRIBUTING.md', 'tests/README.md'];
const CODE = [
  'server/src',
  'reader/src',
  'console/src',
  'schemas',
  'tests',
  'scripts',
  'migrations',
];
const SOURCE_ROOTS = [
  'server/src',
  'reader/src',
  'console/src',
  'schemas',
  'schemas/src',
  'tests',
  'tests/api',
  'tests/browser',
];
const TOP_FOLDERS = new Set([
  'server',
  'reader',
  'console',
  'schemas',
  'tests',
  'docs',
  'scripts',
  'migrations',
  'templates',
]);
/** A bare name counts for the repository's own kinds of file (not pdf.js, Node.js, viewer.html). */
const BARE_KINDS = new Set(['.ts', '.tsx', '.mts', '.mjs', '.md', '.json', '.hbs']);
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-ssr',
  'coverage',
  'artifacts',
  'fixtures',
]);
const CODE_FILE = /\.(ts|tsx|mts|mjs|cjs|js|jsx)$/;
const EXTENSIONS = 'tsx?|mts|mjs|cjs|jsx?|md|json|hbs|css|html|sql|ya?ml|sh';
const CITATION = new RegExp(
  `(?<![\\w./@$\\{}*<>…-])((?:\\.{1,2}/)*(?:[\\w@.-]+/)*[\\w.-]*\\w\\.(?:${EXTENSIONS}))(?:#([\\w$-]+))?(?![\\w/-])`,
  'g',
);
/** A folder named from the root with its trailing slash: `server/src/viewer/`. */
const FOLDER =
  /(?<![\w./@$-])((?:server|reader|console|schemas|tests|docs|scripts|migrations|templates)\/(?:[\w.-]+\/)*)(?![\w{<*…-])/g;
const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const TITLE = /(decisions|performance)(?:\/log|\/history)?\.md,?\s+(?:issue \d+,?\s+)?"([^"]+)"?/gi;
/** Where a title quoted after `decisions.md` or `performance.md` must be found. */
const TITLED_DOCS = {
  decisions: ['docs/decisions/log.md'],
  performance: ['docs/performance.md', 'docs/performance/history.md'],
};

const allFiles = walk('.');
const basenames = new Set(allFiles.map((file) => basename(file)));
const titles = readTitles();
const problems = [];

for (const file of allFiles) {
  const inDocs = DOCS.some((doc) => file === doc || file.startsWith(`${doc}/`));
  const inCode = CODE.some((dir) => file.startsWith(`${dir}/`));
  if (inDocs && file.endsWith('.md')) check(file, readFileSync(join(root, file), 'utf8'));
  else if (inCode && CODE_FILE.test(file)) check(file, commentsOf(file));
  else if (inCode && file.endsWith('.json')) check(file, schemaCommentsOf(file));
}

for (const { file, line, cited, reason } of problems)
  console.log(`${file}:${line}: ${cited} (${reason})`);
console.log(`${problems.length} stale reference(s)`);
process.exit(problems.length > 0 ? 1 : 0);

/** Every file under `dir` (relative to the root), build output and fixtures left out. */
function walk(dir) {
  const found = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = dir === '.' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...walk(path));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/** The file's text with everything but its comments blanked, so line numbers still hold. */
function commentsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const kept = text.split('\n').map(() => '');
  let inBlock = false;
  text.split('\n').forEach((line, i) => {
    const trimmed = line.trim();
    if (inBlock) {
      kept[i] = trimmed;
      if (trimmed.includes('*/')) inBlock = false;
    } else if (trimmed.startsWith('/*')) {
      kept[i] = trimmed;
      inBlock = !trimmed.includes('*/');
    } else if (trimmed.startsWith('//')) kept[i] = trimmed;
    else {
      // A comment after code: ` // ` with a space before it (not `https://`).
      const at = line.search(/\s\/\/\s/);
      if (at >= 0) kept[i] = line.slice(at);
    }
  });
  return kept.join('\n');
}

function schemaCommentsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  return text
    .split('\n')
    .map((line) => (line.includes('"$comment"') ? line : ''))
    .join('\n');
}

function check(file, text) {
  const lines = text.replace(URL_PATTERN, (url) => ' '.repeat(url.length)).split('\n');
  lines.forEach((line, i) => {
    for (const match of line.matchAll(FOLDER)) {
      const isOutput = match[1].split('/').some((segment) => SKIPPED_DIRS.has(segment));
      if (!isOutput && !isFolder(match[1]))
        problems.push({ file, line: i + 1, cited: match[1], reason: 'no such folder' });
    }
    for (const match of line.matchAll(CITATION)) {
      const reason = problemOf(file, match[1], match[2]);
      if (reason) problems.push({ file, line: i + 1, cited: match[0], reason });
    }
  });
  // A quoted title may wrap onto the next comment line: read the lines joined, marks removed.
  const stripped = lines.map((line) => line.replace(/^(\/\/|\/?\*+\/?)\s?/, ''));
  const starts = [];
  let at = 0;
  for (const line of stripped) {
    starts.push(at);
    at += line.length + 1;
  }
  for (const match of stripped.join(' ').matchAll(TITLE)) {
    const [, doc, quoted] = match;
    if (!titles[doc] || isTitle(titles[doc], quoted)) continue;
    const line = starts.findLastIndex((start) => start <= match.index) + 1;
    problems.push({ file, line, cited: `"${quoted}"`, reason: `no such title in ${doc}` });
  }
}

/** Why a cited path is stale, or null when it exists (or is not a citation). */
function problemOf(file, cited, symbol) {
  const segments = cited.split('/');
  // `.ui.json` is a kind of file, not a file; `@scope/…` a package; `{kind}.json` a pattern.
  if (/^\.\w/.test(cited) || cited.startsWith('@') || /[{}*<>…]/.test(cited)) return null;
  if (segments.some((segment) => SKIPPED_DIRS.has(segment) || segment === '...')) return null;
  const isBare = segments.length === 1;
  if (isBare && !BARE_KINDS.has(extname(cited))) return null;
  const target = isBare ? findByName(cited) : resolvePath(file, cited);
  if (!target) {
    if (!isBare && isPackage(segments[0])) return null;
    return 'no such file';
  }
  if (!symbol) return null;
  const text = readFileSync(join(root, target), 'utf8');
  if (target.endsWith('.md'))
    return headingSlugs(text).has(symbol) ? null : `no heading #${symbol}`;
  const identifier = new RegExp(`(?<![\\w$])${symbol.replace(/\$/g, '\\$')}(?![\\w$])`);
  return identifier.test(text) ? null : `no ${symbol} in ${target}`;
}

function resolvePath(file, cited) {
  const folders = ['.', ...SOURCE_ROOTS];
  for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) folders.push(dir);
  for (const folder of folders) {
    const path = relative(root, resolve(root, folder, cited));
    if (
      !path.startsWith('..') &&
      existsSync(join(root, path)) &&
      statSync(join(root, path)).isFile()
    )
      return path;
  }
  // `gateways/gmo/protocol.ts` in a sentence about payments: the file whose path ends so. A path
  // from the root's own folders (`server/…`, `docs/…`) or from `./` must be exact.
  if (TOP_FOLDERS.has(cited.split('/')[0]) || cited.startsWith('.')) return null;
  return allFiles.find((path) => path.endsWith(`/${cited}`)) ?? null;
}

function isFolder(path) {
  return existsSync(join(root, path)) && statSync(join(root, path)).isDirectory();
}

function findByName(name) {
  if (!basenames.has(name)) return null;
  return allFiles.find((file) => basename(file) === name);
}

function isPackage(name) {
  return existsSync(join(root, 'node_modules', name));
}

/** GitHub's anchors for a Markdown file's headings. */
function headingSlugs(text) {
  const slugs = new Set();
  const seen = new Map();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    slugs.add(count ? `${slug}-${count}` : slug);
  }
  return slugs;
}

/** Per titled doc: its headings and entry titles (`**Title.**`), or null when it is missing. */
function readTitles() {
  const found = {};
  for (const [doc, paths] of Object.entries(TITLED_DOCS)) {
    const texts = paths.filter((path) => existsSync(join(root, path)));
    found[doc] = texts.length
      ? texts.flatMap((path) => {
          const text = readFileSync(join(root, path), 'utf8');
          return [
            ...[...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1]),
            ...[...text.matchAll(/^(?:- |\d+\. )?\*\*(.+?)\*\*/gm)].map((match) => match[1]),
          ].map(normalise);
        })
      : null;
  }
  return found;
}

/** A quoted title names a heading or an entry when it is part of one (an issue prefix aside). */
function isTitle(candidates, quoted) {
  const title = normalise(quoted).replace(/^issue \d+: /, '');
  return candidates.some((candidate) => candidate.includes(title));
}

function normalise(title) {
  return title
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.,]+$/, '')
    .trim();
}
