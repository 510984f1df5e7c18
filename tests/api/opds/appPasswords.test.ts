import { Status } from '@hondana/schemas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../server/src/access/roles';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_REQUESTS_PER_PASSWORD,
} from '../../../server/src/appPasswords';
import { createTestApp, hosts } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { v1 } from '../viewer/support';
import { basic, follow, newAppPassword } from './support';

let t: TestApp;
let reader: TestReader;
const catalog = '/api/opds/v2/catalog?path=sakura';

beforeAll(async () => {
  t = await createTestApp();
  reader = await createReader(t, t.fixtures.sakura.id);
});
afterAll(() => t.destroy());

const list = (who: TestReader) => v1(t.app, 'get', '/user/app-passwords', who);

describe("a reader's app passwords", () => {
  it('are shown once, stored hashed, and listed with name, creation and last use', async () => {
    const made = await v1(t.app, 'post', '/user/app-passwords', reader)
      .send({ name: '  Kobo in the kitchen ' })
      .expect(200);
    const { password, ...shown } = made.body.data;
    expect(password).toMatch(/^hdap_[A-Za-z0-9_-]{43}$/);
    expect(shown).toMatchObject({
      name: 'Kobo in the kitchen',
      hint: password.slice(-4),
      last_used_at: null,
    });
    const stored = await t.db('app_passwords').where({ id: shown.id }).first();
    expect(JSON.stringify(stored)).not.toContain(password);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const listed = (await list(reader).expect(200)).body.data;
    expect(listed).toEqual([shown]);
    expect(JSON.stringify(listed)).not.toContain(password);

    expect((await follow(t, catalog, basic(reader.email, password))).status).toBe(200);
    const [used] = (await list(reader)).body.data;
    expect(used.last_used_at).not.toBeNull();
    // Bearer works as well as Basic.
    expect((await follow(t, catalog, `Bearer ${password}`)).status).toBe(200);
  });

  it('is refused at once after revocation, and only its owner may revoke it', async () => {
    const { id, password } = await newAppPassword(t, reader, 'To revoke');
    const auth = basic(reader.email, password);
    expect((await follow(t, catalog, auth)).status).toBe(200);
    const other = await createReader(t, t.fixtures.sakura.id);
    const stranger = await v1(t.app, 'delete', `/user/app-passwords/${id}`, other);
    expect(stranger.body.status).toBe(Status.notFound);
    expect((await follow(t, catalog, auth)).status).toBe(200);
    await v1(t.app, 'delete', `/user/app-passwords/${id}`, reader).expect(200);
    const refused = await follow(t, catalog, auth);
    expect(refused.status).toBe(401);
    expect(refused.json.authentication).toBeDefined();
    expect((await list(reader)).body.data.map((p: { id: string }) => p.id)).not.toContain(id);
    const again = await v1(t.app, 'delete', `/user/app-passwords/${id}`, reader);
    expect(again.body.status).toBe(Status.notFound);
  });

  it('is refused with another login, for a blocked reader, and on another tenant', async () => {
    const owner = await createReader(t, t.fixtures.sakura.id);
    const { password } = await newAppPassword(t, owner);
    expect((await follow(t, catalog, basic(reader.email, password))).status).toBe(401);
    expect((await follow(t, catalog, basic(owner.email.toUpperCase(), password))).status).toBe(200);
    const onAozora = await t
      .anonymous()
      .get('/api/opds/v2/catalog')
      .set('Host', hosts.aozora)
      .set('Authorization', basic(owner.email, password));
    expect(onAozora.status).toBe(401);
    await t.db('users').where({ id: owner.id }).update({ status: 1 });
    expect((await follow(t, catalog, basic(owner.email, password))).status).toBe(401);
  });

  it('refuses bad names, too many passwords, visitors and IP accounts, and stores nothing', async () => {
    const who = await createReader(t, t.fixtures.sakura.id);
    const count = async () => Number((await t.db('app_passwords').count({ n: '*' }).first())?.n);
    const before = await count();
    for (const body of [
      {},
      { name: '' },
      { name: ' ' },
      { name: 7 },
      { name: 'x'.repeat(101) },
      { name: 'a\u0000b' },
      [{ name: 'x' }],
    ]) {
      const res = await v1(t.app, 'post', '/user/app-passwords', who).send(body);
      expect(res.body.status, JSON.stringify(body)).toBe(Status.badRequest);
    }
    expect((await v1(t.app, 'post', '/user/app-passwords').send({ name: 'x' })).body.status).toBe(
      Status.unauthorized,
    );
    const ip = await createReader(t, t.fixtures.sakura.id, { roleLevel: Role.IP });
    expect(
      (await v1(t.app, 'post', '/user/app-passwords', ip).send({ name: 'x' })).body.status,
    ).toBe(Status.forbidden);
    expect(await count()).toBe(before);
    for (let i = 0; i < 20; i++) await newAppPassword(t, who, `Device ${i}`);
    const over = await v1(t.app, 'post', '/user/app-passwords', who).send({ name: 'One more' });
    expect(over.body.status).toBe(Status.badRequest);
    expect(await count()).toBe(before + 20);
  });

  it('limits wrong credentials per address (429), and lets a right one through after the window', async () => {
    t.clock.freeze();
    // A window of its own: the refusals of the tests above came from the same address.
    t.clock.advance(16 * 60 * 1000);
    const { password } = await newAppPassword(t, reader, 'Rate limited');
    const wrong = basic(reader.email, `hdap_${'A'.repeat(43)}`);
    const answers: number[] = [];
    for (let i = 0; i <= MAX_FAILURES_PER_ADDRESS; i++)
      answers.push((await follow(t, catalog, wrong)).status);
    expect(answers.slice(0, MAX_FAILURES_PER_ADDRESS).every((s) => s === 401)).toBe(true);
    const limited = await follow(t, catalog, wrong);
    expect(limited.status).toBe(429);
    expect(limited.json.status).toBe(Status.tooManyRequests);
    expect((await follow(t, catalog, basic(reader.email, password))).status).toBe(429);
    t.clock.advance(16 * 60 * 1000);
    expect((await follow(t, catalog, basic(reader.email, password))).status).toBe(200);
  });

  it('limits each app password to its requests a minute (429), others unaffected', async () => {
    t.clock.freeze();
    t.clock.advance(60 * 1000);
    const busy = basic(reader.email, (await newAppPassword(t, reader, 'Busy')).password);
    const calm = basic(reader.email, (await newAppPassword(t, reader, 'Calm')).password);
    const pub = '/api/opds/v2/authentication?path=sakura';
    expect((await follow(t, pub)).status).toBe(200);
    for (let i = 0; i < MAX_REQUESTS_PER_PASSWORD; i++) {
      const res = await t.anonymous().get(catalog).set('Authorization', busy);
      if (res.status !== 200) throw new Error(`call ${i}: ${res.status}`);
    }
    const over = await follow(t, catalog, busy);
    expect(over.status).toBe(429);
    expect((await follow(t, catalog, calm)).status).toBe(200);
    t.clock.advance(60 * 1000);
    expect((await follow(t, catalog, busy)).status).toBe(200);
  });
});
