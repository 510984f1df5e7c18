import { describe, expect, it } from 'vitest';
import { pickUser, toUser } from './rows';

describe('user rows', () => {
  it('reads SQLite and PostgreSQL rows alike', () => {
    const sqlite = {
      id: 'u1',
      company_id: 'c1',
      email: null,
      full_name: null,
      is_subscribe_mail: 1,
      is_receive_notify: 0,
      cancelled_at: null,
      created_at: '2026-11-01T00:00:00.000Z',
    };
    const pg = { ...sqlite, is_subscribe_mail: true, is_receive_notify: false };
    const postgres = { ...pg, created_at: new Date('2026-11-01T00:00:00.000Z') };
    expect(toUser(sqlite)).toEqual(toUser(postgres));
    expect(toUser(sqlite)).toMatchObject({
      email: null,
      fullName: '',
      isSubscribeMail: true,
      isReceiveNotify: false,
      cancelledAt: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
  });

  it('gives a view only the fields it names, in its order', () => {
    const user = pickUser({ id: 'u1', status: 1, lang: 'en' }, ['status', 'id']);
    expect(Object.entries(user)).toEqual([
      ['status', 1],
      ['id', 'u1'],
    ]);
  });
});
