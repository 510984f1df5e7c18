import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/src/users/password';
import { USER_IMPORT_JOB } from '../../../server/src/imports/userColumns';
import { runUserImport } from '../../../server/src/imports/userImport';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.jobs.drain();
  await t.db('jobs').delete();
  await t.db('users').where({ role_level: 3 }).delete();
  await t.db('user_groups').delete();
  await t.db('companies').update({ max_user: 10 });
  await t.reset();
});
afterAll(() => t.destroy());

const HEADER = 'email,username,full_name,password,lang,group,status';

function upload(
  agent: Awaited<ReturnType<TestApp['login']>>,
  csv: string,
  options: { name?: string; mode?: string } = {},
) {
  const request = agent.post('/api/admin/imports/users');
  if (options.mode) request.field('mode', options.mode);
  return request.attach('file', Buffer.from(csv, 'utf8'), options.name ?? 'users.csv');
}

async function finished(agent: Awaited<ReturnType<TestApp['login']>>, id: string) {
  await t.jobs.drain();
  return (await agent.get(`/api/admin/imports/${id}`).expect(200)).body;
}

describe('user CSV import', () => {
  it('imports 10,000 rows, skips and reports the bad ones by line', async () => {
    await t.db('companies').where({ id: t.fixtures.sakura.id }).update({ max_user: 20_000 });
    // The production import cost (ln=14) takes minutes for 10,000 rows on a small test box;
    // the same handler runs here at a cheaper cost (see decisions: import hash cost).
    t.jobs.register(USER_IMPORT_JOB, (job) =>
      runUserImport({ ...t.ctx, hashLogN: 8 }, job as never),
    );
    const sakura = await t.login('sakura');
    await sakura
      .post('/api/admin/user-groups')
      .send({ name: 'Bulk', maxUsers: 20_000 })
      .expect(201);
    const lines = [HEADER];
    const bad = new Map<number, RegExp>();
    for (let i = 0; i < 10_000; i += 1) {
      const line = lines.length + 1;
      if (i % 1000 === 17) {
        lines.push(`broken-${i},,名無し,Passw0rd-x,ja,,0`);
        bad.set(line, /email/);
      } else if (i % 1000 === 523) {
        lines.push(`user${i}@example.test,,短い,short,ja,,0`);
        bad.set(line, /password/);
      } else if (i % 1000 === 999) {
        lines.push(`user${i}@example.test,,グループ,Passw0rd-x,ja,Nowhere,0`);
        bad.set(line, /No user group/);
      } else {
        lines.push(
          `user${i}@example.test,user_${i},利用者 ${i},Passw0rd-${i},ja,${i % 2 ? 'Bulk' : ''},0`,
        );
      }
    }
    const started = await upload(sakura, `\uFEFF${lines.join('\r\n')}\r\n`, {
      mode: 'IGNORE_EXISTING',
    }).expect(202);
    const job = await finished(sakura, started.body.id);
    expect(job).toMatchObject({ status: 'done', progress: 100, processed: 10_000, total: 10_000 });
    expect(job.result).toEqual({
      created: 10_000 - bad.size,
      updated: 0,
      skipped: 0,
      deleted: 0,
      failed: bad.size,
    });
    expect(job.errors.map((e: { line: number }) => e.line)).toEqual([...bad.keys()]);

    const log = await sakura.get(`/api/admin/imports/${started.body.id}/log`).expect(200);
    expect(log.headers['content-type']).toBe('text/plain; charset=utf-8');
    const logLines = log.text.trim().split('\n');
    expect(logLines).toHaveLength(bad.size + 1);
    for (const [index, [line, pattern]] of [...bad.entries()].entries()) {
      expect(logLines[index]).toMatch(new RegExp(`^line ${line}: `));
      expect(logLines[index]).toMatch(pattern);
    }
    const count = await t
      .db('users')
      .where({ company_id: t.fixtures.sakura.id, role_level: 3 })
      .count({ n: '*' })
      .first();
    expect(Number(count?.n)).toBe(10_000 - bad.size);
    const sample = await t
      .db('users')
      .where({ company_id: t.fixtures.sakura.id, email: 'user4242@example.test' })
      .first();
    expect(sample).toMatchObject({
      username: 'user_4242',
      full_name: '利用者 4242',
      lang: 'ja',
      status: 0,
    });
    expect(await verifyPassword('Passw0rd-4242', sample.password_hash)).toBe(true);
  }, 240_000);

  it('hashes at ln=14, overwrites, ignores and deletes by mode', async () => {
    t.jobs.register(USER_IMPORT_JOB, (job) => runUserImport(t.ctx, job as never));
    const sakura = await t.login('sakura');
    const first = await upload(
      sakura,
      `${HEADER}\na@example.test,,Alpha,Passw0rd-a,en,,0\nb@example.test,,Beta,Passw0rd-b,ja,,0\n`,
    ).expect(202);
    expect((await finished(sakura, first.body.id)).result).toMatchObject({ created: 2 });
    const alpha = await t.db('users').where({ email: 'a@example.test' }).first();
    expect(alpha.password_hash).toMatch(/^\$scrypt\$ln=14,/);

    const ignore = await upload(sakura, `email,full_name\na@example.test,Changed\n`, {
      mode: 'IGNORE_EXISTING',
    }).expect(202);
    expect((await finished(sakura, ignore.body.id)).result).toMatchObject({
      skipped: 1,
      created: 0,
    });
    const overwrite = await upload(sakura, `email,full_name,status\na@example.test,Changed,1\n`, {
      mode: 'OVERWRITE',
    }).expect(202);
    expect((await finished(sakura, overwrite.body.id)).result).toMatchObject({ updated: 1 });
    expect(await t.db('users').where({ email: 'a@example.test' }).first()).toMatchObject({
      full_name: 'Changed',
      status: 1,
      lang: 'en',
    });

    const remove = await upload(sakura, `email\nb@example.test\nnobody@example.test\n`, {
      mode: 'DELETE_USERS',
    }).expect(202);
    const removed = await finished(sakura, remove.body.id);
    expect(removed.result).toMatchObject({ deleted: 1, failed: 1 });
    expect(removed.errors).toEqual([{ line: 3, message: 'No such user.' }]);
    expect(await t.db('users').where({ email: 'b@example.test' }).first()).toBeUndefined();

    const list = await sakura.get('/api/admin/imports').expect(200);
    expect(list.body.map((job: { id: string }) => job.id)).toEqual([
      remove.body.id,
      overwrite.body.id,
      ignore.body.id,
      first.body.id,
    ]);
    expect(list.body[0]).toMatchObject({
      fileName: 'users.csv',
      mode: 'DELETE_USERS',
      status: 'done',
    });
  });

  it('refuses a second import while one is queued or running (746)', async () => {
    const sakura = await t.login('sakura');
    const first = await upload(sakura, `${HEADER}\nq@example.test,,Q,Passw0rd-q,ja,,0\n`).expect(
      202,
    );
    const second = await upload(sakura, `${HEADER}\nr@example.test,,R,Passw0rd-r,ja,,0\n`);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ status: 746 });
    // Another tenant is not blocked.
    const aozora = await t.login('aozora');
    await upload(aozora, `${HEADER}\nq@example.test,,Q,Passw0rd-q,ja,,0\n`).expect(202);
    expect((await finished(sakura, first.body.id)).status).toBe('done');
    await upload(sakura, `${HEADER}\nr@example.test,,R,Passw0rd-r,ja,,0\n`).expect(202);
  });

  it('checks the file before queueing: extension, encoding, header, room (428)', async () => {
    const sakura = await t.login('sakura');
    const txt = await upload(sakura, `${HEADER}\n`, { name: 'users.txt' });
    expect(txt.body).toMatchObject({ status: 412, errors: { file: 'validate.file.notAllowed' } });
    const latin1 = await sakura
      .post('/api/admin/imports/users')
      .attach('file', Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xe9, 0x0a]), 'users.csv');
    expect(latin1.body).toMatchObject({ status: 412, errors: { file: 'validate.file.invalid' } });
    const noId = await upload(sakura, `full_name\nNobody\n`);
    expect(noId.body).toMatchObject({ status: 412 });
    const mode = await upload(sakura, `${HEADER}\n`, { mode: 'EVERYTHING' });
    expect(mode.status).toBe(400);
    const rows = Array.from({ length: 11 }, (_, i) => `n${i}@example.test,,N,Passw0rd-n,ja,,0`);
    const tooMany = await upload(sakura, `${HEADER}\n${rows.join('\n')}\n`);
    expect(tooMany.body).toMatchObject({ status: 428 });
    expect(Number((await t.db('jobs').count({ n: '*' }).first())?.n)).toBe(0);
    const service = await t.login('service');
    expect((await upload(service, `${HEADER}\n`)).status).toBe(403);
  });
});
