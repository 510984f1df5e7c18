import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { resourceSchemas, settingsKinds } from './registry';
import { walkProperties } from './schema';

function expectedKeys(): string[] {
  const keys: string[] = [];
  for (const { kind, schema } of settingsKinds) {
    keys.push(`settings.${kind}`);
    walkProperties(schema, (node, path) => {
      keys.push(`settings.${kind}.${path.join('.')}`);
      // A list of choices (searchFields) labels its item values too.
      for (const value of [...(node.enum ?? []), ...(node.items?.enum ?? [])]) {
        keys.push(
          typeof value === 'string' ? `enums.${value}` : `enums.${kind}.${path.join('.')}.${value}`,
        );
      }
    });
  }
  // Resource labels follow react-admin: `resources.{resource}.fields.{prop}`.
  const resources = {
    company: 'companies',
    user: 'users',
    userGroup: 'user-groups',
    ipGroup: 'ip-groups',
    content: 'contents',
    contentGroup: 'content-groups',
    plan: 'plans',
    coupon: 'coupons',
    contentLink: 'content-links',
    discountOrdinal: 'discount-ordinals',
    announcement: 'announcements',
    webhookEndpoint: 'webhook-endpoints',
    integrationToken: 'integration-tokens',
  };
  for (const [name, { schema }] of Object.entries(resourceSchemas)) {
    const resource = resources[name as keyof typeof resources];
    walkProperties(schema, (node, path) => {
      keys.push(`resources.${resource}.fields.${path.join('.')}`);
      for (const value of node.enum ?? []) {
        keys.push(
          typeof value === 'string'
            ? `enums.${value}`
            : `enums.${resource}.${path.join('.')}.${value}`,
        );
      }
    });
  }
  return [...new Set(keys)];
}

describe('translations', () => {
  it.each(['en', 'ja'] as const)('%s labels every kind, property and enum value', (language) => {
    const missing = expectedKeys().filter((key) => !i18n[language][key]?.trim());
    expect(missing).toEqual([]);
  });

  it('has no keys that no schema uses any more', () => {
    const expected = new Set(expectedKeys());
    expect(Object.keys(i18n.en).filter((key) => !expected.has(key))).toEqual([]);
    expect(Object.keys(i18n.ja).sort()).toEqual(Object.keys(i18n.en).sort());
  });

  it('writes Japanese in Japanese', () => {
    expect(i18n.ja['settings.footer.links.url']).toBe('URL');
    expect(i18n.ja['settings.banner.slideSpeed']).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
