import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Express } from 'express';

/**
 * The HTTP server for the app, with request and response objects born with Express's
 * prototypes. Express re-parents every `req` and `res` (`Object.setPrototypeOf`) before its
 * first middleware; on Node's own objects that change de-optimises the whole HTTP stack and
 * costs about two thirds of the throughput. When the prototype already is the app's, the
 * call changes nothing (docs/performance.md).
 */
export function createHttpServer(app: Express): Server {
  return createServer(
    {
      IncomingMessage: withPrototype(IncomingMessage, app.request),
      ServerResponse: withPrototype(ServerResponse, app.response),
    },
    app,
  );
}

/**
 * A constructor whose instances carry `prototype` (the app's request or response, itself
 * inheriting from Node's class) and are initialised by Node's constructor. Node declares
 * these two as plain functions, so calling them on `this` gives objects of the same shape as
 * Node's own; `Reflect.construct` with another `new.target` measured four times slower.
 */
function withPrototype<T>(base: T, prototype: object): T {
  const init = base as unknown as (this: object, ...args: unknown[]) => void;
  function AppObject(this: object, ...args: unknown[]) {
    init.apply(this, args);
  }
  AppObject.prototype = prototype;
  return AppObject as unknown as T;
}

/**
 * Stops accepting connections and answers the requests already made, then resolves. Node's own
 * `close()` keeps a busy kept-alive connection open and serving until its keep-alive timeout:
 * while draining, every new answer says `Connection: close` (the client, or the proxy, opens
 * its next connection elsewhere), and connections that fall idle are closed as they do.
 */
export function closeGracefully(server: Server, { checkEveryMs = 50 } = {}): Promise<void> {
  return new Promise((resolve) => {
    // Before the app's listener: a route may answer synchronously.
    server.prependListener('request', (_req, res: ServerResponse) => {
      if (!res.headersSent) res.setHeader('Connection', 'close');
    });
    const idle = setInterval(() => server.closeIdleConnections(), checkEveryMs);
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
  });
}
