import { Status } from '@hondana/schemas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { bookWithFile } from '../viewer/support';
import {
  ACQUISITION,
  basic,
  expandSearch,
  follow,
  linkOf,
  newAppPassword,
  opdsValidator,
} from './support';

// An OPDS 2.0 client's walk, scripted after the OPDS 2.0 and Authentication specs: it finds the
// Authentication Document, signs in with an app password, browses, searches and downloads, and
// every document it reads validates against the OPDS JSON Schemas (tests/fixtures/opds).

let t: TestApp;
let reader: TestReader;
let auth: string;
let downloadable: { id: string; groupId: string };
let readOnly: { id: string };
let outOfGroup: { id: string };
let notViewable: { id: string };
const schemas = opdsValidator();
const root = '/api/opds/v2/catalog?path=sakura';

beforeAll(async () => {
  t = await createTestApp();
  const sakura = t.fixtures.sakura.id;
  reader = await createReader(t, sakura);
  const pdf = await englishPdf();
  downloadable = await bookWithFile(t, sakura, pdf, {
    title: 'Herbarium of the Hills',
    author: 'A. Botanist',
    canDownload: true,
    publishedDate: '2024-04-01',
  });
  readOnly = await bookWithFile(t, sakura, pdf, {
    title: 'Herbarium Read Only',
    canDownload: false,
  });
  outOfGroup = await bookWithFile(t, sakura, pdf, {
    title: 'Herbarium Loose Leaf',
    canDownload: true,
    isInGroup: false,
  });
  notViewable = await bookWithFile(t, sakura, pdf, { title: 'Herbarium Closed', canView: false });
  auth = basic(reader.email, (await newAppPassword(t, reader)).password);
});
afterAll(() => t.destroy());

const hrefs = (feed: { publications: { links: { href: string; rel: string }[] }[] }) =>
  feed.publications.map((p) => linkOf(p.links, 'self')!.href);

describe('an OPDS client with an app password', () => {
  it('is told how to sign in: 401 with the Authentication Document, which validates', async () => {
    const refused = await follow(t, root);
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Basic realm=".+"/);
    expect(refused.headers['content-type']).toMatch(/^application\/opds-authentication\+json/);
    expect(schemas.authentication(refused.json)).toEqual([]);
    expect(refused.json.authentication[0].type).toBe('http://opds-spec.org/auth/basic');
    const document = await follow(t, '/api/opds/v2/authentication?path=sakura');
    expect(document.status).toBe(200);
    expect(schemas.authentication(document.json)).toEqual([]);
  });

  it('browses the catalogue by content groups, every feed valid', async () => {
    const catalog = await follow(t, root, auth);
    expect(catalog.status, catalog.text).toBe(200);
    expect(catalog.headers['content-type']).toMatch(/^application\/opds\+json/);
    expect(schemas.feed(catalog.json)).toEqual([]);
    const navigation = catalog.json.navigation as { href: string; title: string }[];
    const group = navigation.find((n) => n.href.includes(downloadable.groupId));
    expect(group).toBeDefined();
    const inGroup = await follow(t, group!.href, auth);
    expect(inGroup.status).toBe(200);
    expect(schemas.feed(inGroup.json)).toEqual([]);
    expect(hrefs(inGroup.json).some((href) => href.includes(downloadable.id))).toBe(true);

    const all = await follow(t, navigation[0].href, auth);
    expect(schemas.feed(all.json)).toEqual([]);
    const listed = hrefs(all.json).join(' ');
    expect(listed).toContain(downloadable.id);
    expect(listed).toContain(readOnly.id);
    // Only what the reader is entitled to open: not a title in no group, nor one closed to viewing.
    expect(listed).not.toContain(outOfGroup.id);
    expect(listed).not.toContain(notViewable.id);
  });

  it('searches through the OpenSearch-style template and reads a valid publication', async () => {
    const catalog = await follow(t, root, auth);
    const search = linkOf(catalog.json.links, 'search')!;
    expect(search.templated).toBe(true);
    const found = await follow(t, expandSearch(search.href, 'Herbarium'), auth);
    expect(found.status, found.text).toBe(200);
    expect(schemas.feed(found.json)).toEqual([]);
    const listed = hrefs(found.json);
    expect(listed.some((href) => href.includes(downloadable.id))).toBe(true);
    expect(listed.join(' ')).not.toContain(notViewable.id);
    const publication = await follow(
      t,
      listed.find((h) => h.includes(downloadable.id))!,
      auth,
    );
    expect(publication.headers['content-type']).toMatch(/^application\/opds-publication\+json/);
    expect(schemas.publication(publication.json)).toEqual([]);
    expect(publication.json.metadata).toMatchObject({
      title: 'Herbarium of the Hills',
      author: 'A. Botanist',
      published: '2024-04-01',
    });
  });

  it('downloads an entitled, downloadable title: stamped, traced and counted as the reader’s own', async () => {
    const publication = await follow(
      t,
      `/api/opds/v2/publications/${downloadable.id}?path=sakura`,
      auth,
    );
    const acquisition = linkOf(publication.json.links, ACQUISITION)!;
    expect(acquisition.type).toBe('application/pdf');
    const downloads = () => t.db('usage_events').where({ event: 4 }).count({ n: '*' }).first();
    const before = Number((await downloads())?.n);
    const file = await follow(t, acquisition.href, auth);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const traces = await t.db('download_traces').where({ content_id: downloadable.id });
    expect(traces).toHaveLength(1);
    expect(traces[0]).toMatchObject({ user_id: reader.id, user_email: reader.email });
    expect(Number((await downloads())?.n)).toBe(before + 1);
  });

  it('offers no acquisition link for a title without download, and refuses its download', async () => {
    const publication = await follow(
      t,
      `/api/opds/v2/publications/${readOnly.id}?path=sakura`,
      auth,
    );
    expect(schemas.publication(publication.json)).toEqual([]);
    const rels = (publication.json.links as { rel: string }[]).map((l) => l.rel);
    expect(rels.filter((rel) => rel.startsWith(ACQUISITION))).toEqual([]);
    expect(rels).toContain('preview');
    const refused = await follow(
      t,
      `/api/opds/v2/publications/${readOnly.id}/download?path=sakura`,
      auth,
    );
    expect(refused.json.status).toBe(Status.cannotDownload);
    expect(await t.db('download_traces').where({ content_id: readOnly.id })).toHaveLength(0);
  });

  it('answers 404 for a title the reader is not entitled to, and takes no copy of it', async () => {
    for (const id of [outOfGroup.id, notViewable.id]) {
      const res = await follow(t, `/api/opds/v2/publications/${id}?path=sakura`, auth);
      expect(res.status, id).toBe(404);
      const download = await follow(
        t,
        `/api/opds/v2/publications/${id}/download?path=sakura`,
        auth,
      );
      expect([Status.cannotViewBook, Status.cannotDownload], id).toContain(download.json.status);
    }
    expect(
      await t.db('download_traces').whereIn('content_id', [outOfGroup.id, notViewable.id]),
    ).toEqual([]);
  });

  it('pages a long list with next links that keep the tenant', async () => {
    const sakura = t.fixtures.sakura.id;
    const group = await createGroup(t, sakura);
    for (let i = 0; i < 3; i++) {
      const book = await bookWithFile(t, sakura, await englishPdf(), { title: `Paged ${i}` });
      await t.db('content_group_items').insert({
        company_id: sakura,
        content_group_id: group.id,
        content_id: book.id,
        ordinal: i,
      });
    }
    await createContent(t, sakura, { groupIds: [group.id], title: 'No file' });
    const first = await follow(t, `/api/opds/v2/groups/${group.id}?path=sakura&size=2`, auth);
    expect(schemas.feed(first.json)).toEqual([]);
    const next = linkOf(first.json.links, 'next');
    expect(next?.href).toMatch(/path=sakura/);
    const second = await follow(t, next!.href, auth);
    expect(second.status).toBe(200);
    expect(schemas.feed(second.json)).toEqual([]);
  });
});

describe('tenants stay apart', () => {
  it("refuses a sakura app password on aozora's catalogue, and aozora's on sakura's", async () => {
    const onAozora = await follow(t, '/api/opds/v2/catalog', auth).then(() =>
      t
        .anonymous()
        .get('/api/opds/v2/catalog')
        .set('Host', hosts.aozora)
        .set('Authorization', auth),
    );
    expect(onAozora.status).toBe(401);
    const aozoraReader = await createReader(t, t.fixtures.aozora.id);
    const made = await t
      .anonymous()
      .post('/api/v1/user/app-passwords')
      .set('Host', hosts.aozora)
      .set('X-Access-Token', aozoraReader.token)
      .send({ name: 'Aozora reader' })
      .expect(200);
    const theirs = basic(aozoraReader.email, made.body.data.password);
    expect((await follow(t, root, theirs)).status).toBe(401);
    const own = await t
      .anonymous()
      .get('/api/opds/v2/publications')
      .set('Host', hosts.aozora)
      .set('Authorization', theirs);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain(downloadable.id);
  });
});
