import { describe, expect, it } from 'vitest';
import { resourceSchemas, settingsKinds } from '../registry';
import { validateSettings } from '../validate';
import {
  fieldMessageOf,
  fieldMessages,
  fieldText,
  localizeFieldText,
  patternMessage,
} from './fieldMessages';

/** Every value of `keyword` anywhere in the schemas (properties, items, definitions, if/then). */
function collect(keyword: string): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === keyword && typeof value === 'string') found.add(value);
        else walk(value);
      }
    }
  };
  settingsKinds.forEach((entry) => walk(entry.schema));
  Object.values(resourceSchemas).forEach((entry) => walk(entry.schema));
  return [...found];
}

const jargon = /must match|schema|Invalid format|items\b|\bNeeds\b|pattern|\^|\$|\\/;

describe('field messages', () => {
  it('has a specific message for every pattern the schemas use', () => {
    const patterns = collect('pattern');
    expect(patterns.length).toBeGreaterThan(10);
    expect(patterns.filter((pattern) => !patternMessage(pattern))).toEqual([]);
  });

  it('has a specific message for every format the schemas use', () => {
    for (const format of collect('format')) {
      expect(fieldMessageOf({ keyword: 'format', params: { format } }).key).not.toBe('format');
    }
  });

  it('says every text in plain English and Japanese, with no validator jargon', () => {
    for (const [key, texts] of Object.entries(fieldMessages)) {
      expect(texts.en, key).not.toMatch(jargon);
      expect(texts.ja, key).toMatch(/[ぁ-んァ-ン一-龯]/);
      expect(texts.ja, key).not.toMatch(jargon);
    }
  });

  it('fills in parameters and says one entry in words', () => {
    const problem = (keyword: string, limit: number) => ({ keyword, params: { limit } });
    expect(fieldText(fieldMessageOf(problem('minItems', 1)))).toBe('Add at least one entry.');
    expect(fieldText(fieldMessageOf(problem('minItems', 3)), 'ja')).toBe(
      '3件以上追加してください。',
    );
    expect(fieldText(fieldMessageOf(problem('maxLength', 64)), 'ja')).toBe(
      '64文字以内で入力してください。',
    );
  });

  it('never names the allowed values of an enum (they may be bare numbers)', () => {
    const text = fieldText(fieldMessageOf({ keyword: 'enum', params: { allowedValues: [0, 1] } }));
    expect(text).toBe('Choose one of the options.');
  });

  it('answers server field errors in the language asked for', () => {
    const result = validateSettings('header', { backgroundColor: 'red' }, 'ja');
    expect(result).toEqual({
      ok: false,
      errors: { backgroundColor: '#1a2b3c のような色コードを入力してください。' },
    });
  });
});

describe('localizeFieldText', () => {
  it('turns an English text of the table into Japanese, parameters kept', () => {
    expect(localizeFieldText('Enter at most 64 characters.', 'ja')).toBe(
      '64文字以内で入力してください。',
    );
    expect(localizeFieldText('Include the placeholder {{username}}.', 'ja')).toBe(
      'プレースホルダー {{username}} を含めてください。',
    );
    expect(localizeFieldText('Fill in this field.', 'ja')).toBe('入力してください。');
  });

  it('leaves other texts, and English, as they are', () => {
    expect(localizeFieldText('Choose a version to restore.', 'ja')).toBe(
      'Choose a version to restore.',
    );
    expect(localizeFieldText('Fill in this field.', 'en')).toBe('Fill in this field.');
  });
});
