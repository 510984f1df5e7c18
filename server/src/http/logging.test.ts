import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLogger } from './logging';
import { LOG_LIMITS } from './logLimits';

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

describe('log line size', () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { logger: createLogger('info', stream), lines };
  }
  const huge = 'x'.repeat(5_000_000);
  const bound = LOG_LIMITS.maxChars + 4_000;

  it('caps an error that quotes a huge request, its message and its nested values', () => {
    const { logger, lines } = capture();
    const err = Object.assign(new Error(huge), { sql: huge, bindings: Array(100_000).fill(huge) });
    logger.error({
      err,
      url: `/search?q=${huge}`,
      deep: { a: { b: { c: { d: { e: { f: huge } } } } } },
    });
    logger.error(err);
    logger.warn(
      { many: Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, huge])) },
      huge,
    );
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line.length).toBeLessThan(bound);
      expect(() => JSON.parse(line)).not.toThrow();
    }
    const first = JSON.parse(lines[0]!);
    expect(first.err.message.startsWith('xxx')).toBe(true);
    expect(first.err.stack).toContain('Error: xxx');
  });

  it('keeps ordinary lines whole', () => {
    const { logger, lines } = capture();
    logger.warn({ req: { url: '/api/v1/x?y=1' }, res: { statusCode: 400 } }, 'request completed');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      req: { url: '/api/v1/x?y=1' },
      res: { statusCode: 400 },
      msg: 'request completed',
    });
  });
});
