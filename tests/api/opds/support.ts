import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from '@hondana/schemas';
import addFormats from 'ajv-formats';
import supertest from 'supertest';
import type { TestApp } from '../../support/app';
import type { TestReader } from '../../support/readers';
import { binary } from '../viewer/support';

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'opds');

/**
 * The project's Ajv (draft-07, every error) with every OPDS schema of tests/fixtures/opds
 * loaded under its `$id`. Not strict: the published schemas use `contains` and `required`
 * without the types Ajv's strict mode wants beside them. Formats: ajv-formats' full set.
 */
export function opdsValidator() {
  const Ajv = createAjv().constructor as new (options: object) => ReturnType<typeof createAjv>;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const file of readdirSync(fixtures).filter((name) => name.endsWith('.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(join(fixtures, file), 'utf8')));
  }
  const check = (id: string) => (document: unknown) => {
    const validate = ajv.getSchema(`https://drafts.opds.io/schema/${id}.schema.json`)!;
    const isValid = validate(document);
    return isValid ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
  return {
    feed: check('feed'),
    publication: check('publication'),
    authentication: check('authentication'),
  };
}

/** A new app password of `reader`, made through the account API as the profile page does. */
export async function newAppPassword(
  t: TestApp,
  reader: TestReader,
  name = 'E-reader',
): Promise<{ id: string; password: string }> {
  const res = await supertest(t.app)
    .post('/api/v1/user/app-passwords')
    .query({ path: 'sakura' })
    .set('X-Access-Token', reader.token)
    .send({ name });
  if (res.status !== 200) throw new Error(`app password: ${res.status} ${res.text}`);
  return { id: res.body.data.id, password: res.body.data.password };
}

export function basic(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
}

/**
 * A GET of an OPDS address as a client follows it: `href` as a feed gave it (the tenant's
 * `?path=` included), with `authorization` when given; JSON answers parsed whatever their type.
 */
export function follow(t: TestApp, href: string, authorization?: string) {
  const call = supertest(t.app).get(href).buffer(true).parse(binary);
  return (authorization ? call.set('Authorization', authorization) : call).then((res) => {
    const isJson = /json/.test(res.headers['content-type'] ?? '');
    const json = isJson ? JSON.parse((res.body as Buffer).toString('utf8')) : null;
    return Object.assign(res, { json });
  });
}

/** Expands the search link's URI template (`{?query}` / `{&query}`) as RFC 6570 says. */
export function expandSearch(template: string, query: string): string {
  const value = encodeURIComponent(query);
  return template.replace(/\{([?&])query\}/, (_m, op: string) => `${op}query=${value}`);
}

type Link = { href: string; rel?: string | string[]; type?: string; templated?: boolean };

export function linkOf(links: Link[], rel: string): Link | undefined {
  return links.find((link) =>
    Array.isArray(link.rel) ? link.rel.includes(rel) : link.rel === rel,
  );
}

export const ACQUISITION = 'http://opds-spec.org/acquisition';
