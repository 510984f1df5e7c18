import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string): Logger {
  return pino({ level, redact: ['req.headers.cookie', 'req.headers["x-access-token"]'] });
}

/** One log line per request with a request id (reused from X-Request-Id when sent). */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
