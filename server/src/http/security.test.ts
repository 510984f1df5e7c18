import express from 'express';
import helmet from 'helmet';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';
import { permissionsPolicy, securityHeaders } from './security';

async function headersOf(middleware: express.RequestHandler | express.RequestHandler[]) {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const { headers } = await supertest(app).get('/').expect(200);
  // Date and ETag vary with the moment and the body, not with the middleware.
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'etag'),
  );
}

describe('security headers', () => {
  it('are exactly what helmet sets with our options, plus our CSP and Permissions-Policy', async () => {
    const fromHelmet = await headersOf([
      helmet({ contentSecurityPolicy: false, frameguard: { action: 'sameorigin' } }),
      (_req, res, next) => {
        res.setHeader('Content-Security-Policy', contentSecurityPolicy());
        res.setHeader('Permissions-Policy', permissionsPolicy);
        next();
      },
    ]);
    const ours = await headersOf(securityHeaders());
    expect(ours).toEqual(fromHelmet);
    expect(ours['x-frame-options']).toBe('SAMEORIGIN');
    expect(ours['x-content-type-options']).toBe('nosniff');
  });
});
