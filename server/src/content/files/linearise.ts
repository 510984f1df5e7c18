import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

/** qpdf's WebAssembly build, installed from npm (no system qpdf needed). */
const QPDF_MODULE = createRequire(import.meta.url).resolve('@neslinesli93/qpdf-wasm');

/** A book takes seconds; anything far longer is a file qpdf cannot handle. */
export const LINEARISE_TIMEOUT_MS = 120_000;

/**
 * The child process: qpdf linearises `input` into `output` and exits. It runs apart from the
 * server because qpdf's WebAssembly call is synchronous (seconds on a large book: it would
 * stall every request) and keeps its memory until the process ends.
 */
const CHILD = `
const [moduleFile, input, output] = process.argv.slice(1);
const path = require('node:path');
const fs = require('node:fs');
require(moduleFile)({ locateFile: () => path.join(path.dirname(moduleFile), 'qpdf.wasm') })
  .then((qpdf) => {
    qpdf.FS.writeFile('/in.pdf', fs.readFileSync(input));
    const code = qpdf.callMain(['--linearize', '--object-streams=generate', '/in.pdf', '/out.pdf']);
    // 3: done with warnings (a slightly damaged file qpdf repaired).
    if (code !== 0 && code !== 3) process.exit(code || 2);
    fs.writeFileSync(output, qpdf.FS.readFile('/out.pdf'));
  })
  .catch((error) => {
    console.error(String(error));
    process.exit(70);
  });
`;

/**
 * Linearises the PDF at `input` into `output` ("fast web view": the first page's objects and
 * a page index at the front of the file). Resolves false when qpdf cannot (damaged, encrypted
 * or too slow), so the caller keeps serving the original.
 */
export function linearisePdf(input: string, output: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-e', CHILD, QPDF_MODULE, input, output],
      { timeout: LINEARISE_TIMEOUT_MS, maxBuffer: 64 * 1024, killSignal: 'SIGKILL' },
      (error) => resolve(error === null),
    );
  });
}
