import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import { seededNameKey } from './groupName';

describe('seeded special group names', () => {
  it('names the seeded special groups in both languages and keeps renamed ones', () => {
    expect(seededNameKey({ name: '新着', type: 4 })).toBe('contentGroup.special.new');
    expect(seededNameKey({ name: 'お気に入り', type: 2 })).toBe('contentGroup.special.favourite');
    expect(seededNameKey({ name: '今月の新刊', type: 4 })).toBeNull();
    expect(seededNameKey({ name: '新着', type: 1 })).toBeNull();
    expect(en.contentGroup.special.new).toBe('New');
    expect(ja.contentGroup.special.new).toBe('新着');
    expect(ja.contentGroup.special.recentlyRead).toBe('最近読んだ本');
  });
});
