import { describe, expect, it } from 'vitest';
import type { TranslationMessages } from 'react-admin';
import { withSuccessNotices } from './notices';

const pack = {
  ra: { notification: { created: 'Element created' }, page: { edit: '%{name} #%{id}' } },
  resources: { plans: { name: 'Plan |||| Plans' }, coupons: { name: 'クーポン' } },
} as unknown as TranslationMessages;

describe('success notices', () => {
  it('names the record in each resource notice and replaces the generic ones', () => {
    const en = withSuccessNotices(pack, 'en') as unknown as {
      ra: { notification: Record<string, string>; page: Record<string, string> };
      resources: Record<string, { notifications: Record<string, string> }>;
    };
    expect(en.resources.plans.notifications.created).toBe('Plan created.');
    expect(en.resources.plans.notifications.updated).toBe('Plan saved.');
    expect(en.resources.plans.notifications.deleted).toMatch(/archived/);
    expect(en.ra.notification.created).toBe('Created.');
    expect(en.ra.page.edit).toBe('%{name}: %{recordRepresentation}');
    const ja = withSuccessNotices(pack, 'ja') as unknown as typeof en;
    expect(ja.resources.coupons.notifications.created).toBe('クーポンを作成しました。');
  });
});
