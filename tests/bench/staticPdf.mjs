// The viewer bench's baseline: a plain static server (in its own process, as nginx would
// be) answering the original PDF with single byte ranges, pdfjs-dist's files, and a page
// that opens the PDF in the stock viewer of pdfjs-dist/web (PDFViewer) with pdf.js's default
// loading: a streamed whole-file request, range requests, and auto-fetch of the rest.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const pdfjs = join(fileURLToPath(new URL('../..', import.meta.url)), 'node_modules/pdfjs-dist');

const page = `<!doctype html>
<html><head><meta charset="utf-8"><title>stock pdf.js</title>
<link rel="stylesheet" href="/pdfjs/web/pdf_viewer.css">
<style>#viewerContainer{position:absolute;inset:0;overflow:auto}</style></head>
<body><div id="viewerContainer"><div id="viewer" class="pdfViewer"></div></div>
<script type="module">
import * as pdfjsLib from '/pdfjs/build/pdf.mjs';
globalThis.pdfjsLib = pdfjsLib;
const { EventBus, PDFLinkService, PDFViewer } = await import('/pdfjs/web/pdf_viewer.mjs');
pdfjsLib.GlobalWorkerOptions.workerSrc = '/pdfjs/build/pdf.worker.mjs';
const eventBus = new EventBus();
const linkService = new PDFLinkService({ eventBus });
const container = document.getElementById('viewerContainer');
const viewer = new PDFViewer({ container, eventBus, linkService });
linkService.setViewer(viewer);
eventBus.on('pagerendered', ({ pageNumber }) => {
  if (pageNumber !== 1) return;
  globalThis.__stockFirstPage = true;
  document.dispatchEvent(new Event('benchpainted'));
});
const pdf = await pdfjsLib.getDocument({
  url: '/book.pdf',
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/standard_fonts/',
}).promise;
viewer.setDocument(pdf);
linkService.setDocument(pdf);
</script></body></html>`;

const types = {
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Answers `file`, or the single byte range asked for (206), as a static server does. */
function sendFile(req, res, file, type) {
  const size = statSync(file).size;
  const match = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  const headers = { 'content-type': type, 'accept-ranges': 'bytes' };
  if (!match || (!match[1] && !match[2])) {
    res.writeHead(200, { ...headers, 'content-length': size });
    createReadStream(file).pipe(res);
    return;
  }
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  res.writeHead(206, {
    ...headers,
    'content-length': end - start + 1,
    'content-range': `bytes ${start}-${end}/${size}`,
  });
  createReadStream(file, { start, end }).pipe(res);
}

function serve(port, pdfPath) {
  createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    } else if (path === '/book.pdf') {
      sendFile(req, res, pdfPath, 'application/pdf');
    } else if (path.startsWith('/pdfjs/')) {
      const file = join(
        pdfjs,
        normalize(path.slice('/pdfjs/'.length)).replace(/^(\.\.[/\\])+/, ''),
      );
      if (!existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      sendFile(req, res, file, types[extname(file)] ?? 'application/octet-stream');
    } else {
      res.writeHead(404).end();
    }
  }).listen(port, '127.0.0.1');
}

/** Starts the static server in a child process on `port`; answers its `stop`. */
export async function startStaticPdf(port, pdfPath) {
  const child = spawn('node', [here, String(port), pdfPath], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('the static PDF server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

if (process.argv[1] === here) serve(Number(process.argv[2]), process.argv[3]);
