import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import express, { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

const YEAR = 365 * 24 * 3600;

/**
 * A built front-end folder. Vite's hashed files under `assets/` never change, so they are
 * cached for a year; anything else is revalidated. A folder that was never built answers 503
 * with the fix, instead of crashing or pretending the file does not exist.
 */
export function builtAssets(dir: string, what: string): Router {
  const router = Router();
  const serve = precompressed(dir);
  router.use((req, res, next) => {
    if (!existsSync(dir)) {
      notBuilt(res, what);
      return;
    }
    serve(req, res, next);
  });
  router.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  return router;
}

/**
 * The admin console: its assets (Vite base `/admin/`), and index.html for every other
 * `/admin` path so react-admin's router can take over.
 */
export function consoleApp(dir: string): Router {
  const router = Router();
  const serve = precompressed(dir);
  const index = join(dir, 'index.html');
  router.use((req, res, next) => {
    if (!existsSync(index)) {
      notBuilt(res, 'console');
      return;
    }
    serve(req, res, next);
  });
  router.get('/{*rest}', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}

/** Demo pictures (SVG), stable by name: a day of caching. */
export function demoImages(dir: string): Router {
  const router = Router();
  router.use(express.static(dir, { index: false, maxAge: '1d', fallthrough: true }));
  router.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  return router;
}

/**
 * The build writes `.br` and `.gz` beside each asset (vite-plugin-compression2); this serves
 * the best one the browser accepts (brotli first) with `Vary: Accept-Encoding`, and the plain
 * file otherwise. The folder is listed once, when the app starts: build before starting.
 */
function precompressed(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, fallthrough: true, setHeaders: cacheHeaders },
  });
}

function cacheHeaders(res: ServerResponse, path: string) {
  const isHashed = /[\\/]assets[\\/]/.test(path);
  res.setHeader(
    'Cache-Control',
    isHashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=0, must-revalidate',
  );
}

function notBuilt(res: Response, what: string) {
  res
    .status(503)
    .type('text')
    .send(`The ${what} has not been built yet: run "npm run build" in the project root.`);
}
