import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express, Response } from 'express';

/**
 * What a fake gateway can be told to do wrong, once per injection, to one operation:
 * `before` the work (nothing happened) or `after` it (the work is done, the answer is lost).
 * `timeout` holds the answer until the fake closes, `5xx` answers 503, `drop` cuts the socket.
 */
export interface Fault {
  operation: string;
  when: 'before' | 'after';
  error: 'timeout' | '5xx' | 'drop';
}

export function createFaults() {
  let pending: Fault[] = [];
  const held = new Set<Response>();
  return {
    inject(fault: Fault) {
      pending.push(fault);
    },
    clear() {
      pending = [];
    },
    /** The fault for this operation at this moment, used up; null when there is none. */
    take(operation: string, when: Fault['when']): Fault | null {
      const index = pending.findIndex((f) => f.operation === operation && f.when === when);
      if (index < 0) return null;
      const [fault] = pending.splice(index, 1);
      return fault ?? null;
    },
    /** Answers as the fault says instead of the real answer. */
    apply(fault: Fault, res: Response) {
      if (fault.error === '5xx') {
        res.status(503).type('text/plain').send('Service Temporarily Unavailable');
      } else if (fault.error === 'drop') {
        res.socket?.destroy();
      } else {
        held.add(res);
        res.on('close', () => held.delete(res));
      }
    },
    releaseAll() {
      for (const res of held) res.socket?.destroy();
      held.clear();
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;

/** Listens on a free port of 127.0.0.1 (or `port`); answers the base URL and a closer. */
export async function listen(app: Express, faults: Faults, port = 0) {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    async close() {
      faults.releaseAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The browser's token calls come from the reader's origin: the fakes allow any. */
export function allowBrowsers(app: Express) {
  app.use((req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    res.set('Access-Control-Allow-Headers', 'Content-Type');
    res.set('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  });
}

/** The card a dummy-mode rule reads: the expiry month (01-12). */
export const expiryMonth = (mmYY: string) => Number(mmYY.slice(0, 2));

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 3-D Secure challenge page both fakes show: pass or fail, as a card holder would. */
export function challengePage(title: string, action: string, amount: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width"></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto">
<h1>${escapeHtml(title)}</h1><p>Amount: ¥${escapeHtml(amount)}</p>
<p>Enter the one-time password your card company sent (any value in this test service).</p>
<form method="post" action="${escapeHtml(action)}">
<label>One-time password <input name="otp" autocomplete="one-time-code"></label>
<p><button name="answer" value="pass" id="pass">Authenticate</button>
<button name="answer" value="fail" id="fail">Cancel authentication</button></p></form></body></html>`;
}
