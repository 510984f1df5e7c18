// @hondana/schemas is this checkout's own schemas/ in builds too: node_modules may be a
// link to another checkout's (a git worktree), and its schemas would be built in instead.
import { fileURLToPath } from 'node:url';

const schemasSrc = fileURLToPath(new URL('../schemas/src/', import.meta.url));

export const schemasAlias = [
  { find: /^@hondana\/schemas$/, replacement: `${schemasSrc}index.ts` },
  { find: /^@hondana\/schemas\/contracts$/, replacement: `${schemasSrc}contracts/index.ts` },
  { find: /^@hondana\/schemas\/watermark$/, replacement: `${schemasSrc}watermark/index.ts` },
  { find: /^@hondana\/schemas\/(theme|i18n|texts)$/, replacement: `${schemasSrc}$1.ts` },
];
