// npm run gen: writes schemas/types/*.d.ts. npm run gen:check (--check): exits 1 and lists
// the drifted files when the committed output differs from what the schemas generate.
// --schemas <dir> and --out <dir> point it elsewhere (the tests use a temporary copy).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findDrift, generateTypes } from './generate-types';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    schemas: { type: 'string', default: path.resolve(here, '..') },
    out: { type: 'string' },
  },
});
const schemasDir = path.resolve(values.schemas);
const typesDir = path.resolve(values.out ?? path.join(schemasDir, 'types'));
const files = await generateTypes({
  schemasDir,
  prettierConfig: path.resolve(here, '../../.prettierrc.json'),
});

if (values.check) {
  const drifted = await findDrift(typesDir, files);
  if (drifted.length > 0) {
    console.error(
      `Generated types are out of date in ${typesDir}:\n${drifted.map((f) => `  - ${f}`).join('\n')}\n` +
        'Run "npm run gen" and commit the result.',
    );
    process.exit(1);
  }
  console.log(`Generated types are up to date (${files.size} files).`);
} else {
  await rm(typesDir, { recursive: true, force: true });
  for (const [file, content] of files) {
    await mkdir(path.dirname(path.join(typesDir, file)), { recursive: true });
    await writeFile(path.join(typesDir, file), content);
  }
  console.log(`Wrote ${files.size} files to ${typesDir}.`);
}
