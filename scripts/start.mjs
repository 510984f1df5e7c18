// `npm start`: build whatever is missing or stale, then serve the demo on one port.
import { spawnSync } from 'node:child_process';
import { buildIfStale, root } from './stale.mjs';

buildIfStale();
const server = spawnSync('node', ['server/dist/main.js'], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 1);
