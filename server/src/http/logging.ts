import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import pino from 'pino';
import type { DestinationStream, Level, Logger, LoggerOptions } from 'pino';
import { capForLog } from './logLimits';

/** A request slower than this is logged at `info` even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/** The server's logger; every line is capped in size (`logLimits.ts`). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: ['req.headers.cookie', 'req.headers["x-access-token"]'],
    // `log` sees the logged object before pino serialises it; `msg` is serialised apart.
    formatters: { log: (object) => capForLog(object) as Record<string, unknown> },
    serializers: { msg: capForLog },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One line per finished request, at a level that follows the outcome: 5xx `error`, 4xx
 * `warn`, slow `info`, everything else `debug`. With the default `info` level a healthy
 * server logs its problems, not its traffic (the proxy in front keeps the access log);
 * `LOG_LEVEL=debug` logs every request. When even `error` is off, no work is done at all.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (!logger.isLevelEnabled('error')) {
      next();
      return;
    }
    const startedAt = performance.now();
    res.once('close', () => {
      const responseTime = Math.round(performance.now() - startedAt);
      const isFinished = res.writableFinished;
      // A change an integration token made is logged at `info` with the token: the audit
      // trail of what a machine did (the rows it wrote name no user).
      const tokenId = req.actor?.integrationTokenId;
      const isTokenWrite = tokenId !== undefined && req.method !== 'GET';
      const level = maxLevel(levelFor(res.statusCode, responseTime, isFinished), isTokenWrite);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id: requestId(req), method: req.method, url: req.originalUrl },
          res: { statusCode: res.statusCode },
          responseTime,
          ...(tokenId === undefined ? {} : { integrationTokenId: tokenId }),
        },
        isFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}

function levelFor(status: number, responseTime: number, isFinished: boolean): Level {
  if (status >= 500) return 'error';
  if (status >= 400 || !isFinished) return 'warn';
  return responseTime >= SLOW_REQUEST_MS ? 'info' : 'debug';
}

/** At least `info` when `isAtLeastInfo`. */
function maxLevel(level: Level, isAtLeastInfo: boolean): Level {
  return isAtLeastInfo && level === 'debug' ? 'info' : level;
}

/** The caller's X-Request-Id when it looks like one (a proxy's), else a fresh one. */
function requestId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  return typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
}
