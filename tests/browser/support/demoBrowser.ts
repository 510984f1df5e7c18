import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../../server/src/config';
import { launchChromium, type TestBrowser } from './chromium';
import { startDemoServer, type DemoServer } from './server';

export interface DemoBrowser {
  readonly server: DemoServer;
  readonly browser: TestBrowser;
}

/**
 * The demo server (on a database of its own) and Chromium for one test file: the server
 * started before its tests and stopped after them, the browser the worker's, in contexts of
 * this file's own (launchChromium). Read `server` and `browser` inside tests, once both are
 * running.
 */
export function useDemoBrowser(overrides: Partial<AppConfig> = {}): DemoBrowser {
  let server: DemoServer | undefined;
  let browser: TestBrowser | undefined;

  beforeAll(async () => {
    server = await startDemoServer(overrides);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      if (!server) throw new Error('the demo server is not running yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not running yet');
      return browser;
    },
  };
}
