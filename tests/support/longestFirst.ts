// The order test files start in: longest first (tests/timings.json, the seconds each file took
// in a recorded run), so a long file does not start last and keep one worker busy while the
// others wait. Vitest's own order needs its cache of the last run, which a fresh clone (CI)
// has not: it then starts the largest files first, and the longest browser files are not the
// largest. `RECORD_TIMINGS=1 npm test` rewrites the file (tests/README.md).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const timingsFile = join(import.meta.dirname, '..', 'timings.json');

function recorded(): Record<string, number> {
  return existsSync(timingsFile) ? JSON.parse(readFileSync(timingsFile, 'utf8')) : {};
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = recorded();
    const root = this.ctx.config.root;
    // A file no run recorded yet goes first: it may be long, and it is the one being worked on.
    const took = (file: TestSpecification) =>
      seconds[relative(root, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    // Vitest's grouping (projects, isolation) first; within a group, longest first.
    const grouped = await super.sort(files);
    const group = new Map(grouped.map((file, index) => [file, groupOf(grouped, index)]));
    return [...grouped].sort((a, b) => group.get(a)! - group.get(b)! || took(b) - took(a));
  }
}

/** The index of the first file of `files[index]`'s project in the grouped order. */
function groupOf(files: TestSpecification[], index: number): number {
  return files.findIndex((file) => file.project.name === files[index].project.name);
}
