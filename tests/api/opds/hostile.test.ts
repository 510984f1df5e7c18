import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { englishPdf } from '../../support/pdfs';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { opdsEndpoints } from '../hardening/endpoints';
import type { Endpoint } from '../hardening/endpoints';
import { describeHostileInput } from '../hardening/hostileCases';
import { recordQueryReads } from '../hardening/queryReads';
import type { Harness } from '../hardening/support';
import { bookWithFile } from '../viewer/support';
import { basic, newAppPassword } from './support';

// The hostile-input walk of hardening/ over every OPDS endpoint, signed in by an app password:
// odd ids, queries and tenant names answer a catalogue code, never a 5xx. Every endpoint is a
// GET, so nothing can be written; the journal of the v1 walk is not needed here.

let t: TestApp;
let reader: TestReader;
let auth: string;
let h: Harness;

beforeAll(async () => {
  t = await createTestApp();
  const sakura = t.fixtures.sakura.id;
  reader = await createReader(t, sakura);
  auth = basic(reader.email, (await newAppPassword(t, reader)).password);
  const pdf = await englishPdf();
  const open = await bookWithFile(t, sakura, pdf, { title: 'Open', canDownload: true });
  // The download walk aims at a title without download: a refusal each time, no stamping.
  const closed = await bookWithFile(t, sakura, pdf, { title: 'Closed', canDownload: false });
  const realId = (e: Endpoint) => {
    if (e.path.startsWith('/groups/')) return open.groupId;
    return e.path.endsWith('/download') ? closed.id : open.id;
  };
  const send: Harness['send'] = (e, request) => {
    // 300 calls a minute per app password: the walk's clock moves on so it stays within them.
    t.clock.advance(250);
    const path = e.path.replace('{id}', request.id ?? realId(e));
    const tenant = request.query?.match(/(^|&)(path|domain)=/) ? '' : 'path=sakura';
    const query = [tenant, request.query].filter(Boolean).join('&');
    const call = supertest(t.app).get(`/api/opds/v2${path}${query ? `?${query}` : ''}`);
    return e.as === 'reader' ? call.set('Authorization', auth) : call;
  };
  const readsOf = recordQueryReads(t.app);
  const reads = new Map<Endpoint, Promise<Set<string>>>();
  const unwritten = () => Promise.reject(new Error('OPDS endpoints are GETs: nothing to journal'));
  h = {
    t,
    reader,
    realId,
    send,
    snapshot: unwritten,
    changesSince: unwritten,
    queryReadsOf: (e) => {
      if (!reads.has(e))
        reads.set(
          e,
          readsOf(() => send(e, {})),
        );
      return reads.get(e)!;
    },
  };
});
afterAll(() => t.destroy());

describeHostileInput('OPDS', opdsEndpoints, () => h);

describe('the walk reaches past sign-in', () => {
  it('answers every endpoint with good input', async () => {
    for (const e of opdsEndpoints.filter((e) => !e.path.endsWith('/download'))) {
      const query = e.path === '/search' ? 'query=Open' : undefined;
      const res = await h.send(e, { query });
      expect(res.status, e.path).toBe(200);
    }
  });
});

describe('tenants stay apart on every endpoint', () => {
  it("refuses sakura's app password on aozora (by Host and by ?domain=)", async () => {
    for (const e of opdsEndpoints.filter((e) => e.as === 'reader')) {
      const path = `/api/opds/v2${e.path.replace('{id}', h.realId(e))}`;
      const byHost = await supertest(t.app)
        .get(path)
        .set('Host', hosts.aozora)
        .set('Authorization', auth);
      expect(byHost.status, `${path} by Host`).toBe(401);
      const byName = await supertest(t.app)
        .get(path)
        .query({ domain: hosts.aozora })
        .set('Authorization', auth);
      expect(byName.status, `${path} by ?domain=`).toBe(401);
      expect(byName.text).not.toContain(h.realId(e));
    }
  });
});
