import express, { Router } from 'express';
import type { ErrorRequestHandler } from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestTimer, UNMATCHED } from './requestTimer';

/** An app timed by `requestTimer`, with the labels of every observation it made. */
function timedApp() {
  const seen: { method: string; route: string; status: number }[] = [];
  const app = express();
  app.use(requestTimer({ observeRequest: (labels) => seen.push(labels) }, app));
  const books = Router();
  books.get('/:bookId/pages/:page', (_req, res) => {
    res.send('page');
  });
  books.get('/:bookId/broken', () => {
    throw new Error('broken');
  });
  app.use('/api/books', books);
  const answerErrors: ErrorRequestHandler = (_err, _req, res, _next) => {
    res.status(500).send('error');
  };
  app.use(answerErrors);
  return { app, seen };
}

/** Observations are made on `finish`, which may come just after the client has its answer. */
async function settled<T>(list: T[], length: number): Promise<T[]> {
  for (let i = 0; i < 50 && list.length < length; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return list;
}

describe('requestTimer', () => {
  it('labels a request with the route pattern with its routers, never the ids', async () => {
    const { app, seen } = timedApp();
    await supertest(app).get('/api/books/b-123/pages/7').expect(200);
    expect(await settled(seen, 1)).toEqual([
      { method: 'GET', route: '/api/books/:bookId/pages/:page', status: 200 },
    ]);
  });

  it('keeps the full pattern when the route threw and an outer handler answered', async () => {
    const { app, seen } = timedApp();
    await supertest(app).get('/api/books/b-9/broken').expect(500);
    expect(await settled(seen, 1)).toEqual([
      { method: 'GET', route: '/api/books/:bookId/broken', status: 500 },
    ]);
  });

  it('labels a request no route answered as unmatched', async () => {
    const { app, seen } = timedApp();
    await supertest(app).post('/api/books/b-1/pages/2').expect(404);
    await supertest(app).get('/elsewhere/x1').expect(404);
    expect(await settled(seen, 2)).toEqual([
      { method: 'POST', route: UNMATCHED, status: 404 },
      { method: 'GET', route: UNMATCHED, status: 404 },
    ]);
  });
});
