import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { precompiledValidators } from '../../vite/precompiledValidators';
import { resourceValidatorId } from './validatorIds';

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string }[] | null };
/** A schema's validators by schema id (rjsf's precompiled form); the root one is the first. */
type ValidatorFunctions = Record<string, Validate>;
const rootOf = (functions: ValidatorFunctions): Validate => Object.values(functions)[0];

const folder = mkdtempSync(join(tmpdir(), 'hondana-validators-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The console's build-time validators module, written out and imported as the browser would. */
async function builtValidators(): Promise<Record<string, ValidatorFunctions>> {
  const plugin = precompiledValidators();
  const resolve = plugin.resolveId as (id: string) => string;
  const load = plugin.load as (id: string) => string;
  const file = join(folder, 'validators.mjs');
  writeFileSync(file, load(resolve('virtual:hondana-validators')));
  return (await import(pathToFileURL(file).href)).default;
}

describe('precompiled validators', () => {
  it('check formats (a date) in coupon and content-link forms instead of failing', async () => {
    const validators = await builtValidators();
    const coupon = rootOf(validators[resourceValidatorId('coupon')]);
    expect(coupon({ code: 'SPRING', discountPercent: 10, expiryDate: '2099-12-31' })).toBe(true);
    expect(coupon({ code: 'SPRING', discountPercent: 10, expiryDate: '2099-13-45' })).toBe(false);
    expect(coupon.errors?.[0]?.instancePath).toBe('/expiryDate');
    const link = rootOf(validators[resourceValidatorId('contentLink')]);
    expect(link({ contentId: 'a'.repeat(32), expiryDate: '2099-01-01' })).toBe(true);
    expect(link({ contentId: 'a'.repeat(32), expiryDate: 'tomorrow' })).toBe(false);
  }, 60_000);
});
