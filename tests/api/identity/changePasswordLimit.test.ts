import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_MS, MAX_FAILURES } from '../../../server/src/auth/lockout';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createReader } from '../../support/readers';
import type { TestReader } from '../../support/readers';
import { resetSignIns } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetSignIns(t));
afterAll(() => t.destroy());

function change(reader: TestReader, oldPass: string) {
  return t
    .anonymous()
    .put('/api/v1/user/change-password?path=sakura')
    .set('X-Access-Token', reader.token)
    .send({
      user_id: reader.id,
      old_pass: oldPass,
      new_pass: 'Fresh-pass2',
      confirm_pass: 'Fresh-pass2',
    });
}

describe('change-password attempt limit', () => {
  it('locks the change for 30 minutes after 5 wrong current passwords (425)', async () => {
    const reader = await createReader(t, t.fixtures.sakura.id);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES; i++) {
      statuses.push((await change(reader, `Wrong-pass${i}`)).body.status);
    }
    expect(statuses).toEqual([609, 609, 609, 609, 425]);
    const blocked = await change(reader, reader.password);
    expect(blocked.body).toMatchObject({ status: 425, message_key: 'api.error.425' });

    // Another reader is not affected.
    const other = await createReader(t, t.fixtures.sakura.id);
    await change(other, other.password).expect(200);

    t.clock.advance(BLOCK_MS);
    await change(reader, reader.password).expect(200);
  });

  it('forgets the failures after a successful change', async () => {
    const reader = await createReader(t, t.fixtures.sakura.id);
    for (let i = 0; i < MAX_FAILURES - 1; i++) await change(reader, 'Wrong-pass1');
    await change(reader, reader.password).expect(200);
    const again = { ...reader, password: 'Fresh-pass2' };
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      expect((await change(again, 'Wrong-pass1')).body.status).toBe(609);
    }
  });
});
