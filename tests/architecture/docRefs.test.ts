// scripts/check-doc-refs.mjs (`npm run check:refs`) on small trees written to a scratch folder,
// run as `npm test` runs it: what it rejects (a doc citing a missing file, a missing symbol, a
// missing heading or decision title) and what it lets pass (existing citations, URLs, package
// and build paths, patterns).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '..', '..', 'scripts', 'check-doc-refs.mjs');

// The cited code and docs every fixture holds.
const base: Record<string, string> = {
  'server/src/viewer/entitlement.ts': 'export async function assertEntitled() {}\n',
  'docs/decisions/log.md': '# Log\n\n## Plan change (issue 30)\n\n- **Upgrades.** Paid now.\n',
  'docs/decisions.md': '# Decisions in force\n',
  'node_modules/pdfjs-dist/package.json': '{}\n',
};

const scratches: string[] = [];
afterEach(() => {
  for (const dir of scratches.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'hondana-doc-refs-'));
  scratches.push(root);
  for (const [path, text] of Object.entries({ ...base, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const result = spawnSync('node', [script, '--root', root], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout };
}

describe('the doc-reference check', () => {
  it('accepts citations that exist and what is not a citation', () => {
    const { status, output } = check({
      'docs/guide.md': [
        'The check is `server/src/viewer/entitlement.ts#assertEntitled`, or',
        '`viewer/entitlement.ts` from its source root, or [the log](decisions/log.md#plan-change-issue-30).',
        'See docs/decisions.md, "Plan change" and decisions.md, "Upgrades".',
        'Not citations: https://example.com/a/b.ts, `@scope/pkg/index.js`, `pdfjs-dist/web/viewer.mjs`,',
        '`node_modules/x/y.ts`, `server/dist/main.js`, `schemas/kinds/{kind}.schema.json`, `*.test.ts`,',
        '`.ui.json` files, pdf.js and Node.js.',
      ].join('\n'),
      'server/src/viewer/index.ts': [
        '/** The one check: `entitlement.ts#assertEntitled` (decisions.md, "Plan',
        ' * change"). */',
        "export const x = 'docs/missing.md'; // strings are not comments",
      ].join('\n'),
      'docs/fixtures/example.md': 'An example path on purpose: `server/src/nowhere.ts`.\n',
    });
    expect(output).toContain('0 stale reference(s)');
    expect(status).toBe(0);
  });

  it('rejects a missing file, symbol, heading and decision title, and names each', () => {
    const { status, output } = check({
      'docs/guide.md': [
        'Read `server/src/viewer/missing.ts` and `viewer/entitlement.ts#assertGone`,',
        'then [the log](decisions/log.md#no-such-heading) and docs/decisions.md, "Plan swap".',
      ].join('\n'),
      'server/src/viewer/index.ts': '// Built from server/src/viewer/gone/ (ARCHIVE.md).\n',
    });
    expect(status).toBe(1);
    expect(output).toContain('docs/guide.md:1: server/src/viewer/missing.ts (no such file)');
    expect(output).toContain(
      'docs/guide.md:1: viewer/entitlement.ts#assertGone (no assertGone in server/src/viewer/entitlement.ts)',
    );
    expect(output).toContain('docs/guide.md:2: decisions/log.md#no-such-heading');
    expect(output).toContain('docs/guide.md:2: "Plan swap" (no such title in decisions)');
    expect(output).toContain(
      'server/src/viewer/index.ts:1: server/src/viewer/gone/ (no such folder)',
    );
    expect(output).toContain('server/src/viewer/index.ts:1: ARCHIVE.md (no such file)');
    expect(output).toContain('6 stale reference(s)');
  });
});
