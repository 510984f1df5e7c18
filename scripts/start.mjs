// `npm start`: build whatever is missing or stale, then serve the demo on one port.
import { spawnSync } from 'node:child_process';
import { buildIfStale, root } from './stale.mjs';

console.log(`Node ${process.version}`); // the project's own runtime (docs/operations.md)
buildIfStale();
// The server's V8 flags (server/src/http/cluster.ts `serverV8Flags`; workers get them there).
const server = spawnSync('node', ['--optimize-for-size', 'server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 1);
