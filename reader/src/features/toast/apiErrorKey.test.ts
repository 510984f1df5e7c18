import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { apiErrorKey } from './apiErrorKey';

const known = (key: string) => ['api.error.421', 'api.error.unknown'].includes(key);
const error = (status: number) => new ApiError(status, `api.error.${status}`, 'x');

describe('apiErrorKey', () => {
  it('maps a catalogue status to its translation, else the generic one', () => {
    expect(apiErrorKey(error(421), known)).toBe('api.error.421');
    expect(apiErrorKey(error(999), known)).toBe('api.error.unknown');
    expect(apiErrorKey(new TypeError('offline'), known)).toBe('api.error.unknown');
  });

  it('stays silent for 401 and the silent statuses', () => {
    for (const status of [401, 601, 602, 848, 850])
      expect(apiErrorKey(error(status), known)).toBeNull();
  });
});
