import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './logging';

interface Line {
  level: number;
  msg: string;
  req: { id: string; method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
}

function appLoggingAt(level: string) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Line);
      done();
    },
  });
  const app = express();
  app.use(requestLogger(pino({ level }, stream)));
  app.get('/ok', (_req, res) => {
    res.send('ok');
  });
  app.get('/missing', (_req, res) => {
    res.status(404).send('no');
  });
  app.get('/broken', (_req, res) => {
    res.status(500).send('oops');
  });
  // The line is written after the response is sent; give the stream a turn.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { app, lines, settle };
}

describe('request logging', () => {
  it('logs problems at warn and error, and healthy requests only at debug', async () => {
    const { app, lines, settle } = appLoggingAt('info');
    await supertest(app).get('/ok').expect(200);
    await supertest(app).get('/missing?x=1').set('X-Request-Id', 'abc-123').expect(404);
    await supertest(app).get('/broken').expect(500);
    await settle();
    expect(lines.map((line) => [line.level, line.res.statusCode])).toEqual([
      [40, 404],
      [50, 500],
    ]);
    expect(lines[0].req).toEqual({ id: 'abc-123', method: 'GET', url: '/missing?x=1' });
    expect(lines[0].msg).toBe('request completed');
    expect(lines[1].req.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs every request at debug', async () => {
    const { app, lines, settle } = appLoggingAt('debug');
    await supertest(app).get('/ok').expect(200);
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, res: { statusCode: 200 } });
    expect(lines[0].responseTime).toBeGreaterThanOrEqual(0);
  });

  it('writes nothing when silent', async () => {
    const { app, lines, settle } = appLoggingAt('silent');
    await supertest(app).get('/broken').expect(500);
    await settle();
    expect(lines).toEqual([]);
  });
});
