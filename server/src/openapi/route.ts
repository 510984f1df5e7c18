import type { RequestHandler } from 'express';
import { openApiJson } from './document';

/**
 * `GET /api/openapi.json`: public and cacheable, it documents shapes only (the build has no
 * tenant, setting or secret in it).
 */
export function openApiRoute(): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('json').send(openApiJson());
  };
}
